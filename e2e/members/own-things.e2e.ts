/**
 * A member in charge of their own things (issue 20): deleting a list (results and counts exact afterwards)
 * and seeing its earlier versions, editing and deleting comments (and the list owner removing one), coming
 * back to the question after signing in, and the asker editing a question nobody else has answered.
 */
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';
import { resultLines } from '../questions/support.js';
import { answer, askQuestion, createMember, responseCard, uniqueTag } from '../social/social-kit.js';

describe("a member's own lists", () => {
  test('deletes their list: the results, counts and feed are exact afterwards', async ({ page }) => {
    const tag = uniqueTag();
    const author = await createMember('deleter', `Dee Leter ${tag}`);
    const other = await createMember('stayer', `Stay Put ${tag}`);
    const question = await askQuestion(other, `Top 5 rivers ${tag}`);
    // The author saves twice: version 2 is current, version 1 an earlier version.
    await answer(author, question.id, ['Nile', 'Amazon', 'Yangtze', 'Danube', 'Rhine']);
    const authorList = await answer(author, question.id, ['Amazon', 'Nile', 'Yangtze', 'Danube', 'Volga']);
    await answer(other, question.id, ['Mekong', 'Amazon', 'Thames', 'Seine', 'Loire']);
    await other.call('POST', `/api/responses/${authorList}/comments`, { content: `Nice list ${tag}` });
    await other.call('POST', `/api/responses/${authorList}/toggle-like`, { like: true });

    await signIn(page, author.email, author.password);
    await page.goto(`/question/${question.id}`);
    const mine = responseCard(page, author.displayName);
    await visible(mine);

    // Its earlier version is one click away.
    await mine.getByRole('button', { name: /Edited, version 2: show earlier versions/ }).click();
    const versions = page.getByRole('dialog', { name: 'Earlier versions' });
    await visible(versions.getByRole('heading', { name: /Version 1/ }));
    await visible(versions.getByText('Rhine'));
    await page.keyboard.press('Escape');
    await hidden(versions);

    await mine.getByRole('button', { name: 'Delete this list' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your Top 5?' });
    await confirm.getByRole('button', { name: 'Delete list' }).click();
    await visible(page.getByText('List deleted').first());
    await hidden(mine);
    await visible(responseCard(page, other.displayName));

    // Only the other list counts now.
    await page.goto(`/question/${question.id}/results`);
    await expect
      .poll(() => resultLines(page, 'Top 10'))
      .toEqual([
        '1 Mekong 100% 1 vote · most often ranked 1st',
        '2 Amazon 100% 1 vote · most often ranked 2nd',
        '3 Thames 100% 1 vote · most often ranked 3rd',
        '4 Seine 100% 1 vote · most often ranked 4th',
        '5 Loire 100% 1 vote · most often ranked 5th',
      ]);
    const read = await page.request.get(`/api/questions/${question.id}`);
    expect((await read.json()).answersCount).toBe(1);
    const profile = await page.request.get(`/api/users/${author.username}`);
    expect((await profile.json()).user.answersCount).toBe(0);
  });
});

describe("a member's own comments", () => {
  test('a comment edited (marked edited) and deleted; the list owner removes another one', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const owner = await createMember('owner', `Owen Lister ${tag}`);
    const writer = await createMember('writer', `Wren Writer ${tag}`);
    const question = await askQuestion(owner, `Top 5 bridges ${tag}`);
    const responseId = await answer(owner, question.id, [
      'Golden Gate',
      'Tower',
      'Rialto',
      'Charles',
      'Brooklyn',
    ]);
    await owner.call('POST', `/api/responses/${responseId}/comments`, { content: `Owner note ${tag}` });
    await writer.call('POST', `/api/responses/${responseId}/comments`, { content: `Spam spam ${tag}` });

    await signIn(page, writer.email, writer.password);
    await page.goto(`/question/${question.id}`);
    const card = responseCard(page, owner.displayName);
    await card.getByRole('button', { name: /2 comments/ }).click();
    const comments = card.getByRole('region', { name: 'Comments' });
    await comments.getByLabel('Write a comment').fill(`Frist take ${tag}`);
    await page.keyboard.press('Enter');
    await visible(comments.getByText(`Frist take ${tag}`));

    // Edit it: the new text shows, marked (edited), and it stays so after a reload.
    const mineItem = comments.getByRole('listitem').filter({ hasText: `Frist take ${tag}` });
    await mineItem.getByRole('button', { name: `Edit comment by ${writer.displayName}` }).click();
    // While it is edited its text is in the box, so the item is found by the box.
    const box = comments.getByLabel('Edit your comment');
    await box.fill(`First take ${tag}`);
    await comments.getByRole('button', { name: 'Save' }).click();
    await visible(comments.getByText(`First take ${tag}`));
    await page.reload();
    await card.getByRole('button', { name: /3 comments/ }).click();
    const edited = comments.getByRole('listitem').filter({ hasText: `First take ${tag}` });
    await visible(edited.getByText('(edited)'));
    // Others' comments offer neither edit nor delete to this member.
    const ownerItem = comments.getByRole('listitem').filter({ hasText: `Owner note ${tag}` });
    expect(await ownerItem.getByRole('button').count()).toBe(0);

    // Delete it.
    await edited.getByRole('button', { name: `Delete comment by ${writer.displayName}` }).click();
    await hidden(comments.getByText(`First take ${tag}`));
    await visible(card.getByRole('button', { name: /2 comments/ }));

    // The list's owner removes the writer's other comment.
    await page.context().clearCookies();
    await signIn(page, owner.email, owner.password);
    await page.goto(`/question/${question.id}`);
    const ownCard = responseCard(page, owner.displayName);
    await ownCard.getByRole('button', { name: /2 comments/ }).click();
    const ownComments = ownCard.getByRole('region', { name: 'Comments' });
    const spam = ownComments.getByRole('listitem').filter({ hasText: `Spam spam ${tag}` });
    expect(await spam.getByRole('button', { name: /Edit comment/ }).count()).toBe(0);
    await spam.getByRole('button', { name: `Delete comment by ${writer.displayName}` }).click();
    await hidden(ownComments.getByText(`Spam spam ${tag}`));
    await visible(ownCard.getByRole('button', { name: /1 comment/ }));
  });
});

describe('signing in from a page', () => {
  test('returns to the question, not home, and refuses to leave the site', async ({ page, baseUrl }) => {
    const tag = uniqueTag();
    const member = await createMember('returner');
    const asker = await createMember('asker');
    const question = await askQuestion(asker, `Top 5 mountains ${tag}`);

    await page.goto(`/question/${question.id}`);
    await page.getByRole('link', { name: 'Sign in to answer' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/question/${question.id}`);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: /^(Login|Sign In|Log In)$/i }).click();
    await page.waitForURL((url) => url.pathname === `/question/${question.id}`);
    await visible(page.getByRole('heading', { level: 1, name: question.title }));

    // A next that points elsewhere is ignored: home instead.
    await page.context().clearCookies();
    await page.goto('/auth?next=//evil.example/steal');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: /^(Login|Sign In|Log In)$/i }).click();
    await page.waitForURL((url) => url.pathname !== '/auth');
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe("an asker's own question", () => {
  test('edits it while nobody else has answered; after an answer from someone else, no more', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const asker = await createMember('editor');
    const other = await createMember('answerer');
    const question = await askQuestion(asker, `Top 5 lakse ${tag}`);

    await signIn(page, asker.email, asker.password);
    await page.goto(`/question/${question.id}`);
    await page.getByRole('button', { name: 'Edit question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit question' });
    await dialog.getByLabel('Title').fill(`Top 5 lakes ${tag}`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await visible(page.getByRole('heading', { level: 1, name: `Top 5 lakes ${tag}` }));

    await answer(other, question.id, ['Baikal', 'Superior', 'Victoria', 'Titicaca', 'Como']);
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: `Top 5 lakes ${tag}` }));
    expect(await page.getByRole('button', { name: 'Edit question' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete question' }).count()).toBe(0);
  });
});
