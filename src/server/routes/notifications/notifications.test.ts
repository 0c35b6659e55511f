import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, type UserRow, userGoals } from '../../db/schema/index.js';
import { markGoalAchieved } from '../../services/notifications/goal-achieved.js';
import { setQuestionTrending } from '../../services/notifications/question-trending.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
let author: { user: UserRow; cookie: string };
let fan: { user: UserRow; cookie: string };
let bystander: { user: UserRow; cookie: string };
let questionId: number;
let responseId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createSignedInUser(ctx.db, { displayName: 'Ann Author' });
  fan = await createSignedInUser(ctx.db, { displayName: 'Fay Fan' });
  bystander = await createSignedInUser(ctx.db);
  const question = await createQuestion(ctx.db, { title: 'Top 5 heist movies' });
  questionId = question.id;
  responseId = await createResponse(ctx.db, author.user, questionId);
});
afterAll(() => ctx.close());

interface Listed {
  id: number;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  relatedUser: { id: number; username: string } | null;
  relatedUrl: string | null;
}
const list = async (cookie: string, query = '') => {
  const res = await call(ctx, 'GET', `/api/notifications${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { notifications: Listed[]; unreadCount: number; pagination: { total: number } };
};
const countFor = async (userId: number) =>
  (await ctx.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)))[0].n;

describe('notifications from members’ actions', () => {
  it("notifies a response's author of a like, once, linking to the response", async () => {
    await call(ctx, 'POST', `/api/responses/${responseId}/toggle-like`, fan.cookie, { like: true });
    await call(ctx, 'POST', `/api/responses/${responseId}/toggle-like`, fan.cookie, { like: true });
    const { notifications: items } = await list(author.cookie);
    const likes = items.filter((n) => n.type === 'like');
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({
      title: 'New like',
      message: 'Fay Fan liked your Top 5 for "Top 5 heist movies"',
      isRead: false,
      relatedUser: { id: fan.user.id, username: fan.user.username },
      relatedUrl: `/question/${questionId}#response-${responseId}`,
    });
  });

  it('notifies the author of a comment, with its words', async () => {
    await call(ctx, 'POST', `/api/responses/${responseId}/comments`, fan.cookie, {
      content: 'Heat at number 2?!',
    });
    const comment = (await list(author.cookie)).notifications.find((n) => n.type === 'comment');
    expect(comment).toMatchObject({
      title: 'New comment',
      message: 'Fay Fan commented on your Top 5 for "Top 5 heist movies": "Heat at number 2?!"',
      relatedUser: { id: fan.user.id },
      relatedUrl: `/question/${questionId}#response-${responseId}`,
    });
  });

  it('notifies a followed member, linking to the follower’s profile', async () => {
    await call(ctx, 'POST', `/api/users/${author.user.username}/follow`, fan.cookie);
    const follow = (await list(author.cookie)).notifications.find((n) => n.type === 'follow');
    expect(follow).toMatchObject({
      title: 'New follower',
      message: 'Fay Fan started following you',
      relatedUser: { id: fan.user.id },
      relatedUrl: `/users/${fan.user.username}`,
    });
  });

  it('notifies nobody of your own like or comment, and nobody else of anything', async () => {
    const before = await countFor(author.user.id);
    await call(ctx, 'POST', `/api/responses/${responseId}/toggle-like`, author.cookie, { like: true });
    await call(ctx, 'POST', `/api/responses/${responseId}/comments`, author.cookie, {
      content: 'Thanks all',
    });
    expect(await countFor(author.user.id)).toBe(before);
    expect(await countFor(fan.user.id)).toBe(0);
    expect(await countFor(bystander.user.id)).toBe(0);
  });

  it('makes no notification when the action fails', async () => {
    const before = await countFor(author.user.id);
    const res = await call(ctx, 'POST', `/api/responses/${responseId}/comments`, fan.cookie, {
      content: ' ',
    });
    expect(res.statusCode).toBe(400);
    expect(await countFor(author.user.id)).toBe(before);
  });
});

describe('notifications from admin events', () => {
  it('notifies everyone who answered a question when it becomes trending, once', async () => {
    const q = await createQuestion(ctx.db, { title: 'Top 5 albums of the 90s' });
    await createResponse(ctx.db, author.user, q.id);
    await createResponse(ctx.db, fan.user, q.id, { isPublic: false });
    await setQuestionTrending(ctx.db, q.id, true);
    await setQuestionTrending(ctx.db, q.id, true);
    for (const member of [author, fan]) {
      const trending = (await list(member.cookie)).notifications.filter((n) => n.type === 'trending');
      expect(trending).toHaveLength(1);
      expect(trending[0]).toMatchObject({
        message: '"Top 5 albums of the 90s", which you answered, is now trending',
        relatedUser: null,
        relatedUrl: `/question/${q.id}`,
      });
    }
    expect(await countFor(bystander.user.id)).toBe(0);
    const off = await setQuestionTrending(ctx.db, q.id, false);
    expect(off.isTrending).toBe(false);
  });

  it('notifies every member when a goal is achieved, and only once', async () => {
    const [goal] = await ctx.db.insert(userGoals).values({ targetCount: 1000 }).returning();
    await markGoalAchieved(ctx.db, goal.id);
    await expect(markGoalAchieved(ctx.db, goal.id)).rejects.toMatchObject({ statusCode: 409 });
    for (const member of [author, fan, bystander]) {
      const goals = (await list(member.cookie)).notifications.filter((n) => n.type === 'goal_achieved');
      expect(goals).toHaveLength(1);
      expect(goals[0]).toMatchObject({ title: 'Community goal reached!', relatedUrl: '/' });
      expect(goals[0].message).toContain('1,000 members reached!');
    }
  });
});

describe('GET /api/notifications', () => {
  it('asks a visitor to sign in', async () => {
    expect((await call(ctx, 'GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('lists only the member’s own, newest first, with the unread count', async () => {
    const mine = await list(author.cookie);
    expect(mine.unreadCount).toBe(mine.notifications.length);
    expect(mine.notifications.map((n) => n.type)).toEqual([
      'goal_achieved',
      'trending',
      'follow',
      'comment',
      'like',
    ]);
    const theirs = await list(bystander.cookie);
    expect(theirs.notifications.map((n) => n.type)).toEqual(['goal_achieved']);
  });

  it('answers the top bar’s ?limit=1 with the full unread count', async () => {
    const top = await list(author.cookie, '?limit=1');
    expect(top.notifications).toHaveLength(1);
    expect(top.unreadCount).toBe(5);
    expect(top.pagination).toMatchObject({ page: 1, limit: 1, total: 5, totalPages: 5 });
  });

  it('pages by cursor like the feeds: every notification once, newest first, whatever arrives meanwhile', async () => {
    const reader = await createSignedInUser(ctx.db);
    const readerResponse = await createResponse(ctx.db, reader.user, questionId);
    const comment = (content: string) =>
      call(ctx, 'POST', `/api/responses/${readerResponse}/comments`, fan.cookie, { content });
    for (const content of ['One', 'Two', 'Three', 'Four', 'Five']) await comment(content);
    type Paged = Awaited<ReturnType<typeof list>> & { pagination: { nextCursor: string | null } };
    const all = (await list(reader.cookie)).notifications.map((n) => n.id);
    expect(all.length).toBeGreaterThanOrEqual(5);

    const first = (await list(reader.cookie, '?limit=2')) as Paged;
    expect(first.notifications.map((n) => n.id)).toEqual(all.slice(0, 2));
    // A new notification arrives at the top: reading on from the cursor neither repeats nor skips one.
    await comment('Late');
    const read = first.notifications.map((n) => n.id);
    let cursor = first.pagination.nextCursor;
    for (let page = 2; cursor; page++) {
      const next = (await list(reader.cookie, `?limit=2&page=${page}&cursor=${cursor}`)) as Paged;
      expect(next.notifications.length).toBeLessThanOrEqual(2);
      read.push(...next.notifications.map((n) => n.id));
      cursor = next.pagination.nextCursor;
    }
    expect(read).toEqual(all);
    // Without a cursor the page number counts from the top, which now starts with the new one.
    const top = await list(reader.cookie, '?limit=1');
    expect(top.notifications[0].id).not.toBe(all[0]);
    expect(top.pagination.total).toBe(all.length + 1);
  });

  it("answers 400 'Invalid cursor' for a cursor it did not hand out", async () => {
    for (const cursor of ['abc', Buffer.from('1:0').toString('base64url'), '***']) {
      const res = await call(ctx, 'GET', `/api/notifications?cursor=${cursor}`, author.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid cursor' });
    }
  });

  it('counts the same on a page past the end', async () => {
    const past = await list(author.cookie, '?page=3&limit=5');
    expect(past.notifications).toEqual([]);
    expect(past.unreadCount).toBe(5);
    expect(past.pagination).toEqual({ page: 3, limit: 5, total: 5, totalPages: 1, nextCursor: null });
  });
});

describe('changing notifications', () => {
  it("answers 400 'Invalid id' for a bad id", async () => {
    const res = await call(ctx, 'PATCH', '/api/notifications/abc/read', author.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid id' });
  });

  it('marks one read, and another member can neither read nor change it (404)', async () => {
    const [first] = (await list(author.cookie)).notifications;
    for (const cookie of [fan.cookie, bystander.cookie]) {
      const res = await call(ctx, 'PATCH', `/api/notifications/${first.id}/read`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Notification not found' });
    }
    expect((await call(ctx, 'PATCH', `/api/notifications/${first.id}/read`)).statusCode).toBe(401);
    expect((await list(author.cookie)).unreadCount).toBe(5);
    const res = await call(ctx, 'PATCH', `/api/notifications/${first.id}/read`, author.cookie);
    expect(res.statusCode).toBe(200);
    const after = await list(author.cookie);
    expect(after.unreadCount).toBe(4);
    expect(after.notifications.find((n) => n.id === first.id)?.isRead).toBe(true);
  });

  it('marks all of the member’s own read, and nobody else’s', async () => {
    const res = await call(ctx, 'PATCH', '/api/notifications/mark-all-read', fan.cookie);
    expect(res.statusCode).toBe(200);
    expect((await list(author.cookie)).unreadCount).toBe(4);
    await call(ctx, 'PATCH', '/api/notifications/mark-all-read', author.cookie);
    expect((await list(author.cookie)).unreadCount).toBe(0);
  });

  it('clears all of the member’s own, and nobody else’s', async () => {
    expect((await call(ctx, 'DELETE', '/api/notifications/clear-all')).statusCode).toBe(401);
    const fanBefore = await countFor(fan.user.id);
    const res = await call(ctx, 'DELETE', '/api/notifications/clear-all', author.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('All notifications cleared');
    expect(await countFor(author.user.id)).toBe(0);
    expect(await countFor(fan.user.id)).toBe(fanBefore);
  });
});
