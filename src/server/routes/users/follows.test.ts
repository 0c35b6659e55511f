import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, type UserRow, users } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createSignedInUser } from '../../test/factories.js';
import { call } from '../../test/social-kit.js';

let ctx: TestContext;
let alice: { user: UserRow; cookie: string };
let bob: { user: UserRow; cookie: string };
let admin: { user: UserRow; cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createSignedInUser(ctx.db);
  bob = await createSignedInUser(ctx.db);
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
});
afterAll(() => ctx.close());

const counts = async (id: number) => {
  const [row] = await ctx.db
    .select({ followers: users.followersCount, following: users.followingCount })
    .from(users)
    .where(eq(users.id, id));
  const followers = await ctx.db.select().from(follows).where(eq(follows.followeeId, id));
  const following = await ctx.db.select().from(follows).where(eq(follows.followerId, id));
  return { ...row, followerRows: followers.length, followingRows: following.length };
};

describe('POST and DELETE /api/users/:username/follow', () => {
  it('asks a visitor to sign in', async () => {
    expect((await call(ctx, 'POST', `/api/users/${bob.user.username}/follow`)).statusCode).toBe(401);
    expect((await call(ctx, 'DELETE', `/api/users/${bob.user.username}/follow`)).statusCode).toBe(401);
  });

  it('refuses following or unfollowing yourself', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await call(ctx, method, `/api/users/${alice.user.username}/follow`, alice.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'You cannot follow yourself' });
    }
  });

  it('answers 404 "User not found" for an unknown member', async () => {
    const res = await call(ctx, 'POST', '/api/users/nobody_here/follow', alice.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'User not found' });
  });

  it('follows once however often it is sent, moving both counts by one', async () => {
    const first = await call(ctx, 'POST', `/api/users/${bob.user.username}/follow`, alice.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ isFollowing: true, followersCount: 1 });
    const again = await call(
      ctx,
      'POST',
      `/api/users/${bob.user.username.toUpperCase()}/follow`,
      alice.cookie,
    );
    expect(again.json()).toEqual({ isFollowing: true, followersCount: 1 });
    expect(await counts(bob.user.id)).toMatchObject({ followers: 1, followerRows: 1 });
    expect(await counts(alice.user.id)).toMatchObject({ following: 1, followingRows: 1 });
  });

  it('shows the follow status to the follower, and false to others and visitors', async () => {
    const url = `/api/users/${bob.user.username}/follow-status`;
    expect((await call(ctx, 'GET', url, alice.cookie)).json()).toEqual({ isFollowing: true });
    expect((await call(ctx, 'GET', url, admin.cookie)).json()).toEqual({ isFollowing: false });
    expect((await call(ctx, 'GET', url)).json()).toEqual({ isFollowing: false });
    const profile = (await call(ctx, 'GET', `/api/users/${bob.user.username}`, alice.cookie)).json();
    expect(profile.user).toMatchObject({ username: bob.user.username, isFollowing: true, followersCount: 1 });
  });

  it('unfollows once however often it is sent', async () => {
    const first = await call(ctx, 'DELETE', `/api/users/${bob.user.username}/follow`, alice.cookie);
    expect(first.json()).toEqual({ isFollowing: false, followersCount: 0 });
    const again = await call(ctx, 'DELETE', `/api/users/${bob.user.username}/follow`, alice.cookie);
    expect(again.json()).toEqual({ isFollowing: false, followersCount: 0 });
    expect(await counts(bob.user.id)).toMatchObject({ followers: 0, followerRows: 0 });
    expect(await counts(alice.user.id)).toMatchObject({ following: 0, followingRows: 0 });
  });

  it('keeps every count equal to the rows when members follow each other at the same time', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => createSignedInUser(ctx.db)));
    const calls = members.flatMap((a) =>
      members
        .filter((b) => b !== a)
        .flatMap((b) => [
          call(ctx, 'POST', `/api/users/${b.user.username}/follow`, a.cookie),
          call(ctx, 'POST', `/api/users/${b.user.username}/follow`, a.cookie),
        ]),
    );
    const results = await Promise.all(calls);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    for (const m of members) {
      expect(await counts(m.user.id)).toEqual({
        followers: 5,
        following: 5,
        followerRows: 5,
        followingRows: 5,
      });
    }
  });
});

describe('GET /api/users/:username/followers and /following', () => {
  it('lists followers newest first with paging, to visitors too', async () => {
    const star = await createSignedInUser(ctx.db);
    const fans = [];
    for (let i = 0; i < 3; i++) {
      const fan = await createSignedInUser(ctx.db);
      fans.push(fan.user);
      await call(ctx, 'POST', `/api/users/${star.user.username}/follow`, fan.cookie);
    }
    const res = await call(ctx, 'GET', `/api/users/${star.user.username}/followers?limit=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      users: [fans[2], fans[1]].map((u) => ({
        id: u.id,
        username: u.username,
        displayName: u.displayName,
        profilePicture: null,
      })),
      pagination: { page: 1, limit: 2, total: 3, totalPages: 2, nextCursor: expect.any(String) },
    });
    const page2 = (
      await call(ctx, 'GET', `/api/users/${star.user.username}/followers?limit=2&page=2`)
    ).json();
    expect(page2.users.map((u: { id: number }) => u.id)).toEqual([fans[0].id]);
    const following = (await call(ctx, 'GET', `/api/users/${fans[0].username}/following`)).json();
    expect(following.users.map((u: { id: number }) => u.id)).toEqual([star.user.id]);
    expect((await call(ctx, 'GET', '/api/users/nobody_here/followers')).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/api/users/${star.user.username}/followers?limit=500`)).statusCode).toBe(
      400,
    );
  });
});
