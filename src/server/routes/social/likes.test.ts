import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, notifications, responses, type UserRow } from '../../db/schema/index.js';
import { WriteBatch } from '../../db/write-batch.js';
import { likeWriter } from '../../services/likes/toggle-like.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, createUser, signIn } from '../../test/factories.js';
import { call, createResponse, markHidden } from '../../test/social-kit.js';

// Each test likes a response of its own, so none depends on what another left behind.
let ctx: TestContext;
let member: { user: UserRow; cookie: string };
let admin: { user: UserRow; cookie: string };
let questionId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  member = await createSignedInUser(ctx.db);
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
  questionId = (await createQuestion(ctx.db)).id;
});
afterAll(() => ctx.close());

/** A new public Top 5 by a new member, liked by nobody yet. */
const freshResponse = async () => createResponse(ctx.db, await createUser(ctx.db), questionId);

const like = (id: number, cookie: string | undefined, value: boolean) =>
  call(ctx, 'POST', `/api/responses/${id}/toggle-like`, cookie, { like: value });

async function stored(id: number) {
  const [row] = await ctx.db
    .select({ likesCount: responses.likesCount })
    .from(responses)
    .where(eq(responses.id, id));
  const [{ n }] = await ctx.db.select({ n: count() }).from(likes).where(eq(likes.responseId, id));
  return { likesCount: row.likesCount, rows: n };
}

describe('POST /api/responses/:id/toggle-like', () => {
  it('asks a visitor to sign in, and counts nothing', async () => {
    const responseId = await freshResponse();
    const res = await like(responseId, undefined, true);
    expect(res.statusCode).toBe(401);
    expect(await stored(responseId)).toEqual({ likesCount: 0, rows: 0 });
  });

  it('counts a like once however often it is sent', async () => {
    const responseId = await freshResponse();
    const first = await like(responseId, member.cookie, true);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ liked: true, likesCount: 1 });
    const again = await like(responseId, member.cookie, true);
    expect(again.json()).toEqual({ liked: true, likesCount: 1 });
    expect(await stored(responseId)).toEqual({ likesCount: 1, rows: 1 });
  });

  it('takes a like back once however often unlike is sent', async () => {
    const responseId = await freshResponse();
    expect((await like(responseId, member.cookie, true)).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await like(responseId, member.cookie, false)).json()).toEqual({ liked: false, likesCount: 0 });
    expect((await like(responseId, member.cookie, false)).json()).toEqual({ liked: false, likesCount: 0 });
    expect(await stored(responseId)).toEqual({ likesCount: 0, rows: 0 });
  });

  it("refuses a member's like of their own list with 403, and counts nothing", async () => {
    const author = await createSignedInUser(ctx.db);
    const responseId = await createResponse(ctx.db, author.user, questionId);
    const res = await like(responseId, author.cookie, true);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You cannot like your own Top 5' });
    expect(await stored(responseId)).toEqual({ likesCount: 0, rows: 0 });
    // Taking back a like is always allowed (an own like from before the rule).
    expect((await like(responseId, author.cookie, false)).json()).toEqual({ liked: false, likesCount: 0 });
  });

  it('lets an admin like a public response', async () => {
    const responseId = await freshResponse();
    const res = await like(responseId, admin.cookie, true);
    expect(res.json()).toEqual({ liked: true, likesCount: 1 });
  });

  it("answers 404 for someone else's private response, and 403 to its author", async () => {
    const privateId = await createResponse(ctx.db, (await createSignedInUser(ctx.db)).user, questionId, {
      isPublic: false,
    });
    const owner = (await ctx.db.select().from(responses).where(eq(responses.id, privateId)))[0];
    expect((await like(privateId, member.cookie, true)).statusCode).toBe(404);
    expect((await like(privateId, admin.cookie, true)).statusCode).toBe(404);
    const ownerCookie = await signIn(ctx.db, { id: owner.userId });
    expect((await like(privateId, ownerCookie, true)).statusCode).toBe(403);
  });

  it('answers 404 for a hidden response of someone else', async () => {
    const hiddenId = await createResponse(ctx.db, await createUser(ctx.db), questionId);
    await markHidden(ctx.db, hiddenId);
    const res = await like(hiddenId, member.cookie, true);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Response not found' });
  });

  it("answers 404 for a response that does not exist and 400 'Invalid id' for a bad id", async () => {
    expect((await like(999_999, member.cookie, true)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483648']) {
      const res = await call(ctx, 'POST', `/api/responses/${id}/toggle-like`, member.cookie, { like: true });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid id' });
    }
  });

  it('answers 400 for a body without a true or false like', async () => {
    const responseId = await freshResponse();
    for (const body of [{ like: 'yes' }, {}]) {
      const res = await call(ctx, 'POST', `/api/responses/${responseId}/toggle-like`, member.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'like must be true or false' });
    }
    expect(await stored(responseId)).toEqual({ likesCount: 0, rows: 0 });
  });

  it('keeps the count equal to the rows under 200 concurrent toggles by 50 members', async () => {
    const target = await freshResponse();
    const cookies = await Promise.all(
      Array.from({ length: 50 }, async () => (await createSignedInUser(ctx.db)).cookie),
    );
    // Each member sends like, unlike, like, like: in any interleaving each ends liked or not.
    const calls = cookies.flatMap((cookie, i) =>
      [true, false, true, i % 2 === 0].map((value) => like(target, cookie, value)),
    );
    const results = await Promise.all(calls);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const after = await stored(target);
    expect(after.likesCount).toBe(after.rows);
    // A final like from everyone leaves exactly 50.
    await Promise.all(cookies.map((cookie) => like(target, cookie, true)));
    expect(await stored(target)).toEqual({ likesCount: 50, rows: 50 });
  }, 120_000);
});

describe('likes of one response sent together (the write batch)', () => {
  const notificationsOf = async (userId: number) => {
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return n;
  };

  it('counts exactly after 120 members like at once, tells the author once per like, and after they all take it back', async () => {
    const author = await createUser(ctx.db);
    const target = await createResponse(ctx.db, author, questionId);
    const likers = await Promise.all(Array.from({ length: 120 }, () => createSignedInUser(ctx.db)));
    const liked = await Promise.all(likers.map((m) => like(target, m.cookie, true)));
    expect(liked.map((r) => r.statusCode)).toEqual(likers.map(() => 200));
    // Each answer is the count once its like was in: from 1 to 120, the last one 120.
    const counts = liked.map((r) => r.json().likesCount as number);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...counts)).toBe(120);
    expect(await stored(target)).toEqual({ likesCount: 120, rows: 120 });
    expect(await notificationsOf(author.id)).toBe(120);

    const unliked = await Promise.all(likers.map((m) => like(target, m.cookie, false)));
    expect(unliked.every((r) => r.statusCode === 200 && r.json().liked === false)).toBe(true);
    expect(await stored(target)).toEqual({ likesCount: 0, rows: 0 });
    expect(await notificationsOf(author.id)).toBe(120);
  }, 120_000);

  it("answers 404 to the likes a response refuses while the batch's other likes count, in the order sent", async () => {
    const owner = await createSignedInUser(ctx.db);
    const privateId = await createResponse(ctx.db, owner.user, questionId, { isPublic: false });
    const other = await createSignedInUser(ctx.db);
    const batch = new WriteBatch(ctx.db, { maxRunning: 1 });
    const send = (who: UserRow, value: boolean) =>
      batch.run(likeWriter, `like:${privateId}`, { responseId: privateId, actor: who, like: value }).then(
        (state) => state,
        (error: { statusCode?: number }) => error.statusCode,
      );
    // The first runs alone; the rest queue behind it and go as one batch: the other member's like refused as
    // if the response did not exist, the owner's own like refused 403, their unlikes answered in order.
    const first = send(owner.user, false);
    const rest = [send(owner.user, true), send(other.user, true), send(owner.user, false)];
    expect(await first).toEqual({ liked: false, likesCount: 0 });
    expect(await Promise.all(rest)).toEqual([403, 404, { liked: false, likesCount: 0 }]);
    expect(await stored(privateId)).toEqual({ likesCount: 0, rows: 0 });
  });

  it('likes many responses in one batch, each counted and told once, a refused one answered alone', async () => {
    const authors = await Promise.all([0, 1, 2].map(() => createUser(ctx.db)));
    const targets = await Promise.all(authors.map((a) => createResponse(ctx.db, a, questionId)));
    const hidden = await createResponse(ctx.db, await createUser(ctx.db), questionId);
    await markHidden(ctx.db, hidden);
    const likers = await Promise.all([0, 1].map(() => createUser(ctx.db)));
    const batch = new WriteBatch(ctx.db, { maxRunning: 1 });
    const send = (who: UserRow, responseId: number, value: boolean) =>
      batch.run(likeWriter, 'like:one-lane', { responseId, actor: who, like: value }).then(
        (state) => state,
        (error: { statusCode?: number }) => error.statusCode,
      );
    // The first runs alone; the rest queue behind it and go as one batch over four responses.
    const first = send(likers[0], targets[0], true);
    const rest = [
      send(likers[1], targets[0], true),
      send(likers[0], targets[1], true),
      send(likers[1], hidden, true),
      send(likers[1], targets[2], true),
      send(likers[1], targets[2], false),
    ];
    expect(await first).toEqual({ liked: true, likesCount: 1 });
    expect(await Promise.all(rest)).toEqual([
      { liked: true, likesCount: 2 },
      { liked: true, likesCount: 1 },
      404,
      { liked: true, likesCount: 1 },
      { liked: false, likesCount: 0 },
    ]);
    expect(await stored(targets[0])).toEqual({ likesCount: 2, rows: 2 });
    expect(await stored(targets[1])).toEqual({ likesCount: 1, rows: 1 });
    expect(await stored(targets[2])).toEqual({ likesCount: 0, rows: 0 });
    expect(await stored(hidden)).toEqual({ likesCount: 0, rows: 0 });
    expect(await Promise.all(authors.map((a) => notificationsOf(a.id)))).toEqual([2, 1, 1]);
  });
});

describe('GET /api/responses/:id/likes', () => {
  it('lists the first 10 likers newest first with the total, to visitors too', async () => {
    const target = await freshResponse();
    const likers: UserRow[] = [];
    for (let i = 0; i < 12; i++) {
      const liker = await createSignedInUser(ctx.db);
      likers.push(liker.user);
      await like(target, liker.cookie, true);
    }
    const res = await call(ctx, 'GET', `/api/responses/${target}/likes`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(12);
    expect(body.likers).toHaveLength(10);
    expect(body.likers[0]).toEqual({
      id: likers[11].id,
      username: likers[11].username,
      displayName: likers[11].displayName,
      profilePicture: null,
    });
    expect(body.likers.map((l: { id: number }) => l.id)).toEqual(
      likers
        .slice(2)
        .reverse()
        .map((u) => u.id),
    );
    expect(body.nextCursor).toEqual(expect.any(String));

    // The next page after its cursor: the two oldest likers, and no cursor after them.
    const next = await call(ctx, 'GET', `/api/responses/${target}/likes?cursor=${body.nextCursor}`);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().likers.map((l: { id: number }) => l.id)).toEqual([likers[1].id, likers[0].id]);
    expect(next.json().nextCursor).toBeNull();
    expect((await call(ctx, 'GET', `/api/responses/${target}/likes?cursor=bogus`)).statusCode).toBe(400);
  });

  it('shows no likers of a private or hidden response to others', async () => {
    const privateId = await createResponse(ctx.db, await createUser(ctx.db), questionId, { isPublic: false });
    const hiddenId = await createResponse(ctx.db, await createUser(ctx.db), questionId);
    await markHidden(ctx.db, hiddenId);
    for (const id of [privateId, hiddenId]) {
      expect((await call(ctx, 'GET', `/api/responses/${id}/likes`)).statusCode).toBe(404);
      expect((await call(ctx, 'GET', `/api/responses/${id}/likes`, member.cookie)).statusCode).toBe(404);
    }
    // Admins review hidden responses, so they may see who liked one; a private one stays its author's.
    expect((await call(ctx, 'GET', `/api/responses/${hiddenId}/likes`, admin.cookie)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', `/api/responses/${privateId}/likes`, admin.cookie)).statusCode).toBe(404);
  });
});
