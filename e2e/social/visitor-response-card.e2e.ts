import { describe, expect, test } from '../fixtures/test.js';
import { visible } from '../fixtures/wait.js';
import { answer, askQuestion, createMember, responseCard, uniqueTag } from './social-kit.js';

describe('a response card for a signed-out visitor', () => {
  test("shows likes and comments but no Report; liking leads to /auth and the comments say 'Sign in to comment'", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const b = await createMember('shown', `Vera Shown ${tag}`);
    const fan = await createMember('liker', `Lou Liker ${tag}`);
    const question = await askQuestion(b, `Top 5 road trip songs ${tag}`);
    const responseId = await answer(b, question.id, [
      'Born to Run',
      'Life is a Highway',
      'Fast Car',
      'Roadrunner',
      'Go Your Own Way',
    ]);
    await fan.call('POST', `/api/responses/${responseId}/toggle-like`, { like: true });
    await fan.call('POST', `/api/responses/${responseId}/comments`, { content: `Fast Car forever ${tag}` });

    await page.goto(`/question/${question.id}`);
    const card = responseCard(page, b.displayName);
    const like = await visible(card.getByRole('button', { name: '1 like, Like' }));
    await visible(card.getByRole('button', { name: '1 comment' }));
    expect(await card.getByRole('button', { name: 'Report' }).count()).toBe(0);
    // A visitor's like button is not a toggle they can be "on".
    expect(await like.getAttribute('aria-pressed')).toBeNull();

    // Comments open read-only: the comment is there, and a link to sign in instead of the box.
    await card.getByRole('button', { name: '1 comment' }).click();
    const comments = card.getByRole('region', { name: 'Comments' });
    await visible(comments.getByText(`Fast Car forever ${tag}`));
    const signIn = await visible(comments.getByRole('link', { name: 'Sign in to comment' }));
    // The link carries the way back to this question (issue 20).
    expect(await signIn.getAttribute('href')).toMatch(/^\/auth\?next=%2Fquestion%2F\d+$/);
    expect(await comments.getByLabel('Write a comment').count()).toBe(0);

    // Liking without an account leads to the sign-in screen, and likes nothing.
    await like.click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await visible(page.getByRole('tab', { name: 'Login' }));
    const likers = await page.request.get(`/api/responses/${responseId}/likes`);
    expect(likers.status()).toBe(200);
    expect(JSON.stringify(await likers.json())).toContain(fan.username);
    expect((await likers.json()).total).toBe(1);
  });
});
