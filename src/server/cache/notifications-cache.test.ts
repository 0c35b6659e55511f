/**
 * A member's first page of notifications from the read cache (decision 045): answered from memory when
 * nothing changed, and showing on the next read a new notification, one marked read, all marked read, all
 * cleared and a new name of the member it names. Nobody else's page is ever answered.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { createQuestion, createSignedInUser } from '../test/factories.js';

let ctx: TestContext;
type Member = Awaited<ReturnType<typeof createSignedInUser>>;
let author: Member;
let fan: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createSignedInUser(ctx.db);
  fan = await createSignedInUser(ctx.db);
  await vi.waitFor(() => expect(ctx.app.readCache.connected).toBe(true), { timeout: 5000 });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Member, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
const page = async (who: Member) => {
  const answer = await call('GET', '/api/notifications', who);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, no-cache');
  return answer.json();
};

/** Reads the member's page until a repeated read is answered from memory. */
async function expectKept(who: Member) {
  await vi.waitFor(async () => {
    await page(who);
    const hits = ctx.app.readCache.stats.hits;
    await page(who);
    expect(ctx.app.readCache.stats.hits).toBeGreaterThan(hits);
  });
}

describe("a member's notifications from the read cache", () => {
  it('show a new one, one read, all read, a new name and all cleared at once, each to its member only', async () => {
    const { id } = await createQuestion(ctx.db);
    const saved = await call('POST', `/api/questions/${id}/answer`, author, {
      answers: ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'],
      isPublic: true,
    });
    const responseId = saved.json().responseId as number;
    await expectKept(author);
    await expectKept(fan);
    expect((await page(author)).unreadCount).toBe(0);

    expect(
      (await call('POST', `/api/responses/${responseId}/toggle-like`, fan, { like: true })).statusCode,
    ).toBe(200);
    const liked = await page(author);
    expect(liked.unreadCount).toBe(1);
    expect(liked.notifications[0]).toMatchObject({
      type: 'like',
      isRead: false,
      relatedUser: { id: fan.user.id },
    });
    expect((await page(fan)).notifications).toEqual([]);

    await expectKept(author);
    const renamed = await call('PATCH', '/api/users/profile', fan, { displayName: 'Fan Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect((await page(author)).notifications[0].relatedUser.displayName).toBe('Fan Renamed');

    await expectKept(author);
    const one = liked.notifications[0].id as number;
    expect((await call('PATCH', `/api/notifications/${one}/read`, author)).statusCode).toBe(200);
    expect(await page(author)).toMatchObject({ unreadCount: 0, notifications: [{ id: one, isRead: true }] });

    await expectKept(author);
    const commented = await call('POST', `/api/responses/${responseId}/comments`, fan, {
      content: 'Great list',
    });
    expect(commented.statusCode).toBe(201);
    const afterComment = await page(author);
    expect(afterComment.unreadCount).toBe(1);
    expect(afterComment.notifications[0]).toMatchObject({ type: 'comment', isRead: false });
    await expectKept(author);
    expect((await call('PATCH', '/api/notifications/mark-all-read', author)).statusCode).toBe(200);
    expect((await page(author)).unreadCount).toBe(0);

    await expectKept(author);
    expect((await call('DELETE', '/api/notifications/clear-all', author)).statusCode).toBe(200);
    expect(await page(author)).toMatchObject({ unreadCount: 0, notifications: [] });
  });
});
