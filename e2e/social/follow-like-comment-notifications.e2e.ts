import { DEMO_MEMBERS, DEMO_PASSWORD, demoEmail } from '../../src/server/db/seed/content/members.js';
import { apiSession } from '../admin/admin-kit.js';
import { signIn } from '../fixtures/auth.js';
import { describe, expect, test } from '../fixtures/test.js';
import { hidden, visible } from '../fixtures/wait.js';
import { answer, askQuestion, createMember, openSecondPage, responseCard, uniqueTag } from './social-kit.js';

describe('follow, like and comment, and the notifications they bring', () => {
  test("A follows B, likes and comments on B's Top 5; B sees the three notifications, one opens the highlighted response, then B marks all read and clears all", async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    const b = await createMember('author', `Bea Author ${tag}`);
    const a = await createMember('fan', `Al Fan ${tag}`);
    const question = await askQuestion(b, `Top 5 comfort films ${tag}`);
    const responseId = await answer(b, question.id, [
      'Paddington 2',
      'Amelie',
      'Spirited Away',
      'Chef',
      'Up',
    ]);
    const comment = `Paddington 2 at the top is the right call ${tag}`;

    // --- A, on B's profile: follow.
    await signIn(page, a.email, a.password);
    await page.goto(`/users/${b.username}`);
    await visible(page.getByRole('heading', { name: b.displayName }));
    await visible(page.getByRole('button', { name: /^0\s*Followers$/ }));
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await visible(page.getByText('You are now following'));
    await visible(page.getByRole('button', { name: /^1\s*Follower$/ }));
    await visible(page.getByRole('button', { name: 'Unfollow' }));

    // Like B's response: the count goes from 0 to 1 and the button shows it is liked.
    const card = responseCard(page, b.displayName);
    await card.getByRole('button', { name: '0 likes, Like', pressed: false }).click();
    await visible(card.getByRole('button', { name: '1 like, Like', pressed: true }));
    // A screen reader hears what the like did, from the card's polite live region.
    await expect.poll(() => card.getByRole('status').allTextContents()).toContain('Liked. 1 like');

    // Comment: open the comments, type, Enter sends; the comment shows and the count goes up.
    await card.getByRole('button', { name: '0 comments' }).click();
    const comments = card.getByRole('region', { name: 'Comments' });
    await visible(comments.getByText('No comments yet. Start the conversation.'));
    const box = comments.getByLabel('Write a comment');
    await box.fill(comment);
    await box.press('Enter');
    await visible(comments.getByRole('listitem').filter({ hasText: comment }).getByText(a.displayName));
    await visible(card.getByRole('button', { name: '1 comment' }));
    expect(await box.inputValue()).toBe('');
    await expect.poll(() => comments.getByRole('status').allTextContents()).toContain('Comment posted');

    // The profile, read again from the server, keeps the follow and the like.
    await page.reload();
    await visible(page.getByRole('button', { name: /^1\s*Follower$/ }));
    await visible(
      responseCard(page, b.displayName).getByRole('button', { name: '1 like, Like', pressed: true }),
    );

    // --- B, in a browser of their own.
    const bPage = await openSecondPage(browser);
    await signIn(bPage, b.email, b.password);
    // The bell in the top bar carries the unread count.
    const bell = bPage.getByRole('banner').getByRole('link', { name: /^Notifications/ });
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('Notifications (3 unread)');
    expect(await bell.textContent()).toBe('3');
    await bell.click();
    await bPage.waitForURL((url) => url.pathname === '/notifications');
    await visible(bPage.getByRole('heading', { name: 'Notifications' }));
    await visible(bPage.getByText('You have 3 unread notifications.'));

    const follow = bPage.getByRole('link', { name: /New follower/ });
    const like = bPage.getByRole('link', { name: /New like/ });
    const commented = bPage.getByRole('link', { name: /New comment/ });
    await visible(follow.getByText(`${a.displayName} started following you`));
    await visible(like.getByText(`${a.displayName} liked your Top 5 for "${question.title}"`));
    await visible(
      commented.getByText(`${a.displayName} commented on your Top 5 for "${question.title}"`, {
        exact: false,
      }),
    );
    expect(await follow.getAttribute('href')).toBe(`/users/${a.username}`);
    expect(await like.getAttribute('href')).toBe(`/question/${question.id}#response-${responseId}`);
    expect(await commented.getAttribute('href')).toBe(`/question/${question.id}#response-${responseId}`);

    // Opening the like lands on the question with B's response highlighted and its comments open.
    await like.click();
    await bPage.waitForURL(
      (url) => url.pathname === `/question/${question.id}` && url.hash === `#response-${responseId}`,
    );
    const highlighted = bPage.locator(`article#response-${responseId}[data-highlighted]`);
    await highlighted.waitFor({ state: 'attached' });
    expect(await highlighted.getAttribute('aria-label')).toBe(`${b.displayName}'s Top 5`);
    await visible(
      responseCard(bPage, b.displayName).getByRole('region', { name: 'Comments' }).getByText(comment),
    );

    // The like is read now: the badge drops to 2.
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('Notifications (2 unread)');
    expect(await bell.textContent()).toBe('2');

    // Mark all read, then clear all: each holds when the page is read from the server again.
    await bell.click();
    await bPage.waitForURL((url) => url.pathname === '/notifications');
    await visible(bPage.getByText('You have 2 unread notifications.'));
    await bPage.getByRole('button', { name: 'Mark all read' }).click();
    await visible(bPage.getByText("You're all caught up."));
    await bPage.reload();
    await visible(bPage.getByText("You're all caught up."));
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
    await bPage.getByRole('button', { name: 'Clear all' }).click();
    await bPage
      .getByRole('dialog', { name: 'Clear all notifications?' })
      .getByRole('button', { name: 'Clear all' })
      .click();
    await visible(bPage.getByText('No notifications yet.'));
    await bPage.reload();
    await visible(bPage.getByText('No notifications yet.'));
  });
});

describe('who liked a list', () => {
  test('the likers dialog pages to the end: every one of 11 likers can be reached', async ({ page }) => {
    const tag = uniqueTag();
    const author = await createMember('liked', `Lee Kedlist ${tag}`);
    const viewer = await createMember('viewer');
    const question = await askQuestion(author, `Top 5 desserts ${tag}`);
    const responseId = await answer(author, question.id, ['Tiramisu', 'Baklava', 'Flan', 'Mochi', 'Pavlova']);
    // Eleven demo members like it (one more than a page of 10), signed in through the API.
    const likers = DEMO_MEMBERS.slice(0, 11);
    await Promise.all(
      likers.map(async ({ username }) => {
        const call = await apiSession(demoEmail(username), DEMO_PASSWORD);
        await call('POST', `/api/responses/${responseId}/toggle-like`, { like: true });
      }),
    );

    await signIn(page, viewer.email, viewer.password);
    await page.goto(`/question/${question.id}`);
    const card = responseCard(page, author.displayName);
    await card.getByRole('button', { name: 'Show who liked this' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Liked by 11 people' }));
    const people = dialog.getByRole('listitem');
    await expect.poll(() => people.count()).toBe(10);
    await dialog.getByRole('button', { name: 'Show 1 more' }).click();
    await expect.poll(() => people.count()).toBe(11);
    await hidden(dialog.getByRole('button', { name: /^Show \d+ more$/ }));
    const shown = (await people.allInnerTexts()).join('\n');
    for (const { username } of likers) expect(shown).toContain(`@${username}`);
  });
});
