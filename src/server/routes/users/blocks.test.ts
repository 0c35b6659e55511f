import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, notifications, type UserRow, users } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
type Member = { user: UserRow; cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const member = () => createSignedInUser(ctx.db);
const block = (by: Member, whom: Member) =>
  call(ctx, 'POST', `/api/users/${whom.user.username}/block`, by.cookie);
const unblock = (by: Member, whom: Member) =>
  call(ctx, 'DELETE', `/api/users/${whom.user.username}/block`, by.cookie);
const mute = (by: Member, whom: Member) =>
  call(ctx, 'POST', `/api/users/${whom.user.username}/mute`, by.cookie);
const REFUSED = { error: 'This action is not allowed' };

describe('POST and DELETE /api/users/:username/block', () => {
  it('asks a visitor to sign in', async () => {
    const bob = await member();
    expect((await call(ctx, 'POST', `/api/users/${bob.user.username}/block`)).statusCode).toBe(401);
    expect((await call(ctx, 'DELETE', `/api/users/${bob.user.username}/block`)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/api/users/me/blocks')).statusCode).toBe(401);
  });

  it('refuses blocking or muting yourself, and answers 404 for an unknown member', async () => {
    const ann = await member();
    expect((await block(ann, ann)).json()).toEqual({ error: 'You cannot block yourself' });
    expect((await mute(ann, ann)).json()).toEqual({ error: 'You cannot mute yourself' });
    const unknown = await call(ctx, 'POST', '/api/users/nobody_here/block', ann.cookie);
    expect(unknown.statusCode).toBe(404);
  });

  it("blocks once, lists it in the blocker's settings only, and unblocks", async () => {
    const [ann, bob] = [await member(), await member()];
    expect((await block(ann, bob)).json()).toEqual({ isBlocked: true });
    expect((await block(ann, bob)).json()).toEqual({ isBlocked: true });
    const mine = (await call(ctx, 'GET', '/api/users/me/blocks', ann.cookie)).json();
    expect(mine.blocked.map((m: { username: string }) => m.username)).toEqual([bob.user.username]);
    expect(mine.muted).toEqual([]);
    // The blocked member's own list says nothing of it.
    expect((await call(ctx, 'GET', '/api/users/me/blocks', bob.cookie)).json()).toEqual({
      blocked: [],
      muted: [],
    });
    expect((await unblock(ann, bob)).json()).toEqual({ isBlocked: false });
    expect((await unblock(ann, bob)).json()).toEqual({ isBlocked: false });
    expect((await call(ctx, 'GET', '/api/users/me/blocks', ann.cookie)).json().blocked).toEqual([]);
  });

  it('undoes follows both ways with their counts, and removes notifications between the two', async () => {
    const [ann, bob] = [await member(), await member()];
    await call(ctx, 'POST', `/api/users/${bob.user.username}/follow`, ann.cookie);
    await call(ctx, 'POST', `/api/users/${ann.user.username}/follow`, bob.cookie);
    const question = await createQuestion(ctx.db);
    const annList = await createResponse(ctx.db, ann.user, question.id);
    await call(ctx, 'POST', `/api/responses/${annList}/toggle-like`, bob.cookie, { like: true });
    const told = () =>
      ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, ann.user.id), eq(notifications.relatedUserId, bob.user.id)));
    expect((await told()).length).toBe(2);

    await block(ann, bob);
    const pairs = await ctx.db.select().from(follows).where(eq(follows.followerId, ann.user.id));
    expect(pairs).toEqual([]);
    expect(await ctx.db.select().from(follows).where(eq(follows.followerId, bob.user.id))).toEqual([]);
    for (const id of [ann.user.id, bob.user.id]) {
      const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
      expect([row.followersCount, row.followingCount]).toEqual([0, 0]);
    }
    expect(await told()).toEqual([]);
    const page = (await call(ctx, 'GET', '/api/notifications', ann.cookie)).json();
    expect(page.notifications).toEqual([]);
    expect(page.unreadCount).toBe(0);
  });

  it('never leaves a follow standing beside a block when both are sent at the same time', async () => {
    const pairs = await Promise.all(Array.from({ length: 8 }, async () => [await member(), await member()]));
    await Promise.all(
      pairs.flatMap(([ann, bob]) => [
        call(ctx, 'POST', `/api/users/${ann.user.username}/follow`, bob.cookie),
        block(ann, bob),
        call(ctx, 'POST', `/api/users/${bob.user.username}/follow`, ann.cookie),
      ]),
    );
    for (const [ann, bob] of pairs) {
      const left = await ctx.db
        .select()
        .from(follows)
        .where(or(eq(follows.followerId, ann.user.id), eq(follows.followeeId, ann.user.id)));
      expect(left).toEqual([]);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, bob.user.id));
      expect([row.followersCount, row.followingCount]).toEqual([0, 0]);
    }
  });

  it("is not visible to the blocked member: their view of the blocker is a stranger's", async () => {
    const [ann, bob, cat] = [await member(), await member(), await member()];
    await block(ann, bob);
    for (const path of ['', '/follow-status', '/followers', '/following', '/responses']) {
      const asBob = await call(ctx, 'GET', `/api/users/${ann.user.username}${path}`, bob.cookie);
      const asCat = await call(ctx, 'GET', `/api/users/${ann.user.username}${path}`, cat.cookie);
      expect([path, asBob.statusCode, asBob.json()]).toEqual([path, asCat.statusCode, asCat.json()]);
    }
  });
});

describe("what a blocked member is refused on the blocker's profile and lists", () => {
  let ann: Member;
  let bob: Member;
  let annList: number;
  let bobList: number;

  beforeAll(async () => {
    [ann, bob] = [await member(), await member()];
    const question = await createQuestion(ctx.db);
    annList = await createResponse(ctx.db, ann.user, question.id);
    bobList = await createResponse(ctx.db, bob.user, question.id);
    // A like from before the block can still be taken back.
    await call(ctx, 'POST', `/api/responses/${annList}/toggle-like`, bob.cookie, { like: true });
    await block(ann, bob);
  });

  it('refuses a follow with a neutral 403, and tells the blocker to unblock first', async () => {
    const res = await call(ctx, 'POST', `/api/users/${ann.user.username}/follow`, bob.cookie);
    expect([res.statusCode, res.json()]).toEqual([403, REFUSED]);
    const back = await call(ctx, 'POST', `/api/users/${bob.user.username}/follow`, ann.cookie);
    expect([back.statusCode, back.json()]).toEqual([403, { error: 'Unblock this member first' }]);
    expect(await ctx.db.select().from(follows).where(eq(follows.followerId, bob.user.id))).toEqual([]);
  });

  it('refuses a like with a neutral 403, but lets an earlier like be taken back', async () => {
    await call(ctx, 'POST', `/api/responses/${annList}/toggle-like`, bob.cookie, { like: false });
    const res = await call(ctx, 'POST', `/api/responses/${annList}/toggle-like`, bob.cookie, { like: true });
    expect([res.statusCode, res.json()]).toEqual([403, REFUSED]);
    const back = await call(ctx, 'POST', `/api/responses/${bobList}/toggle-like`, ann.cookie, { like: true });
    expect(back.statusCode).toBe(403);
    const unlike = await call(ctx, 'POST', `/api/responses/${annList}/toggle-like`, bob.cookie, {
      like: false,
    });
    expect(unlike.json()).toEqual({ liked: false, likesCount: 0 });
  });

  it('refuses a comment with a neutral 403', async () => {
    const res = await call(ctx, 'POST', `/api/responses/${annList}/comments`, bob.cookie, {
      content: 'Hello',
    });
    expect([res.statusCode, res.json()]).toEqual([403, REFUSED]);
    const back = await call(ctx, 'POST', `/api/responses/${bobList}/comments`, ann.cookie, { content: 'Hi' });
    expect(back.statusCode).toBe(403);
  });

  it('refuses a report as spam with a neutral 403; the blocker may still report the blocked member', async () => {
    const res = await call(ctx, 'POST', `/api/responses/${annList}/report`, bob.cookie, { reason: 'spam' });
    expect([res.statusCode, res.json()]).toEqual([403, REFUSED]);
    const back = await call(ctx, 'POST', `/api/responses/${bobList}/report`, ann.cookie, { reason: 'spam' });
    expect(back.statusCode).toBe(201);
  });

  it('lets everyone else follow, like and comment as before, and the pair again once unblocked', async () => {
    const cat = await member();
    expect((await call(ctx, 'POST', `/api/users/${ann.user.username}/follow`, cat.cookie)).statusCode).toBe(
      200,
    );
    const like = await call(ctx, 'POST', `/api/responses/${annList}/toggle-like`, cat.cookie, { like: true });
    expect(like.statusCode).toBe(200);
    const pair = await createSignedInUser(ctx.db);
    const dan = { user: pair.user, cookie: pair.cookie };
    await block(dan, cat);
    await unblock(dan, cat);
    expect((await call(ctx, 'POST', `/api/users/${dan.user.username}/follow`, cat.cookie)).statusCode).toBe(
      200,
    );
  });
});
