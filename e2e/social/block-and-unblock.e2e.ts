import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';
import { answer, askQuestion, createMember, responseCard, uniqueTag } from './social-kit.js';

describe('blocking a member', () => {
  test("A blocks B from B's profile: B's list leaves A's feed; A undoes it in Blocked and muted on their profile", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const a = await createMember('blocker', `Ann Blocker ${tag}`);
    const b = await createMember('blocked', `Ben Blocked ${tag}`);
    const question = await askQuestion(b, `Top 5 rainy day films ${tag}`);
    await answer(b, question.id, ['Amelie', 'Heat', 'Fargo', 'Up', 'Ran']);
    await answer(a, question.id, ['Alien', 'Chef', 'Paddington 2', 'Big', 'Jaws']);

    await signIn(page, a.email, a.password);
    await page.goto('/');
    await visible(responseCard(page, b.displayName));

    // --- On B's profile: the menu, then a confirm.
    await page.goto(`/users/${b.username}`);
    await visible(page.getByRole('heading', { name: b.displayName }));
    await page.getByRole('button', { name: `More actions for @${b.username}` }).click();
    await page.getByRole('menuitem', { name: `Block @${b.username}` }).click();
    const confirm = page.getByRole('dialog', { name: `Block @${b.username}?` });
    await visible(confirm.getByText('They are not told.', { exact: false }));
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await visible(page.getByText(`You blocked @${b.username}`));
    await visible(page.getByText('You blocked this member.', { exact: false }));
    await hidden(page.getByRole('button', { name: 'Follow', exact: true }));

    // --- B's list is gone from A's feeds; A's own is still there.
    await page.goto('/');
    await visible(responseCard(page, a.displayName));
    expect(await responseCard(page, b.displayName).count()).toBe(0);
    await page.goto(`/question/${question.id}`);
    await visible(responseCard(page, a.displayName));
    expect(await responseCard(page, b.displayName).count()).toBe(0);

    // --- Undo on A's own profile, About tab: Blocked and muted.
    await page.goto(`/users/${a.username}`);
    await page.getByRole('tab', { name: 'About' }).click();
    const settings = page.getByRole('region', { name: 'Blocked and muted' });
    const blocked = settings.getByRole('list', { name: 'Blocked' });
    await visible(blocked.getByText(b.displayName));
    await blocked.getByRole('button', { name: `Unblock @${b.username}` }).click();
    await visible(page.getByText(`You unblocked @${b.username}`));
    await visible(settings.getByText('You have not blocked anyone.'));

    // B's list is back in A's feed.
    await page.goto('/');
    await visible(responseCard(page, b.displayName));
  });
});
