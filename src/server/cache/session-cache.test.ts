/**
 * The session cache (decision 040): a signed-in call whose session is kept does not read the database, and
 * whatever ends or changes a session or its member counts from the very next call.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../db/schema/index.js';
import { hashToken } from '../lib/tokens.js';
import { get, lastMailTo, post, signedUpMember, signIn } from '../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createQuestion, createSignedInUser } from '../test/factories.js';
import { tokenFromMail } from '../test/mail.js';
import { call } from '../test/social-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const me = (cookie: string) => get(ctx, '/api/auth/me', cookie);
const tokenHashOf = (cookie: string) => hashToken(cookie.split('=')[1]);
const stats = () => ({ ...ctx.app.sessionCache.stats });

/** Signs in and makes one call, so the session is kept. */
async function keptMember(overrides: Parameters<typeof createSignedInUser>[1] = {}) {
  const member = await createSignedInUser(ctx.db, overrides);
  expect((await me(member.cookie)).statusCode).toBe(200);
  return member;
}

describe('a kept session', () => {
  it('answers the next call from memory, without reading the database', async () => {
    const member = await keptMember({ displayName: 'Kept Name' });
    const before = stats();
    // Renamed behind the cache's back (triggers off, so nobody is told): only a database read would see it.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ displayName: 'Renamed Silently' }).where(eq(users.id, member.user.id));
    });
    const res = await me(member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.displayName).toBe('Kept Name');
    expect(stats()).toEqual({ hits: before.hits + 1, misses: before.misses });
    // An announced change is seen at once.
    await ctx.db.update(users).set({ displayName: 'Renamed Aloud' }).where(eq(users.id, member.user.id));
    expect((await me(member.cookie)).json().user.displayName).toBe('Renamed Aloud');
  });

  // Decision 129: what moves only the member's counts leaves the session kept; GET /api/auth/me still shows
  // the counts as they are now.
  it("stays kept through the member's own answers and follows, and /me shows their counts as they are now", async () => {
    const member = await keptMember();
    const other = await createSignedInUser(ctx.db);
    const { id: questionId } = await createQuestion(ctx.db);
    const before = stats();
    const answered = await call(ctx, 'POST', `/api/questions/${questionId}/answer`, member.cookie, {
      answers: ['Alien', 'Heat', 'Jaws', 'Rocky', 'Fargo'],
      isPublic: true,
    });
    expect(answered.statusCode).toBe(200);
    const followed = await call(ctx, 'POST', `/api/users/${other.user.username}/follow`, member.cookie);
    expect(followed.statusCode).toBe(200);
    const shown = (await me(member.cookie)).json().user;
    expect(shown).toMatchObject({ answersCount: 1, followingCount: 1 });
    // Three calls, each with the session as kept.
    expect(stats()).toEqual({ hits: before.hits + 3, misses: before.misses });
    // The other member's follower count, on their next /me.
    expect((await me(other.cookie)).json().user).toMatchObject({ followersCount: 1 });
  });

  it('is refused on the call after signing out', async () => {
    const member = await keptMember();
    expect((await post(ctx, '/api/auth/logout', undefined, member.cookie)).statusCode).toBe(200);
    expect((await me(member.cookie)).json().user).toBeNull();
  });

  it("is refused on the call after the member's password is reset elsewhere", async () => {
    const member = await signedUpMember(ctx);
    const other = await signIn(ctx, member.email, member.password);
    expect((await me(other)).statusCode).toBe(200);
    expect((await me(member.cookie)).statusCode).toBe(200);
    expect((await post(ctx, '/api/auth/request-password-reset', { email: member.email })).statusCode).toBe(
      200,
    );
    const token = tokenFromMail(await lastMailTo(ctx, member.email), '/reset-password');
    const reset = await post(
      ctx,
      '/api/auth/reset-password',
      { token, newPassword: 'Brand1NewPass' },
      member.cookie,
    );
    expect(reset.statusCode).toBe(200);
    expect((await me(other)).json().user).toBeNull();
    expect((await me(member.cookie)).statusCode).toBe(200);
  });

  it('loses admin access on the call after an admin removes it', async () => {
    const admin = await keptMember({ isAdmin: true });
    const other = await keptMember({ isAdmin: true });
    expect((await call(ctx, 'GET', '/api/admin/users', other.cookie)).statusCode).toBe(200);
    const removed = await call(ctx, 'PATCH', `/api/admin/users/${other.user.id}/admin`, admin.cookie, {
      isAdmin: false,
    });
    expect(removed.statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/api/admin/users', other.cookie)).statusCode).toBe(403);
  });

  it('shows a changed display name on the next call', async () => {
    const member = await keptMember();
    const renamed = await call(ctx, 'PATCH', '/api/users/profile', member.cookie, {
      displayName: 'New Display Name',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me(member.cookie)).json().user.displayName).toBe('New Display Name');
  });

  it('is refused on the call after the account is deleted, by the member or by an admin', async () => {
    const member = await signedUpMember(ctx);
    expect((await me(member.cookie)).statusCode).toBe(200);
    const deleted = await call(ctx, 'DELETE', '/api/users/me', member.cookie, { password: member.password });
    expect(deleted.statusCode).toBe(200);
    expect((await me(member.cookie)).json().user).toBeNull();

    const admin = await keptMember({ isAdmin: true });
    const target = await keptMember();
    expect((await call(ctx, 'DELETE', `/api/admin/users/${target.user.id}`, admin.cookie)).statusCode).toBe(
      200,
    );
    expect((await me(target.cookie)).json().user).toBeNull();
  });

  it('is refused once its expiry has passed, by the clock alone', async () => {
    const member = await keptMember();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 3600_000 + 1000);
      expect((await me(member.cookie)).json().user).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    const rows = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHashOf(member.cookie)));
    expect(rows).toEqual([]);
  });

  it('is read again after its expiry slides, and then kept with the new expiry', async () => {
    const member = await createSignedInUser(ctx.db);
    // Last extended 90 minutes ago: 30 minutes left.
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 30 * 60_000) })
      .where(eq(sessions.tokenHash, tokenHashOf(member.cookie)));
    const slid = await me(member.cookie);
    expect(slid.cookies.find((c) => c.name === 'top5_session')?.maxAge).toBe(7200);
    const before = stats();
    const next = await me(member.cookie);
    expect(next.cookies.find((c) => c.name === 'top5_session')).toBeUndefined();
    const after = await me(member.cookie);
    expect(after.cookies.find((c) => c.name === 'top5_session')).toBeUndefined();
    expect(stats()).toEqual({ hits: before.hits + 1, misses: before.misses + 1 });
  });

  it('is read again after the member extends it (Stay Logged In)', async () => {
    const member = await keptMember();
    const extended = await post(ctx, '/api/auth/extend-session', undefined, member.cookie);
    expect(extended.statusCode).toBe(200);
    const before = stats();
    expect((await me(member.cookie)).statusCode).toBe(200);
    expect(stats().misses).toBe(before.misses + 1);
  });
});

describe('what is not kept', () => {
  it('keeps nothing for a cookie that names no session', async () => {
    const { entries } = ctx.app.sessionCache.size;
    for (let i = 0; i < 3; i++) {
      expect((await me(`top5_session=made-up-${i}`)).json().user).toBeNull();
    }
    expect(ctx.app.sessionCache.size.entries).toBe(entries);
  });

  it('keeps nothing while invalidations cannot reach the process', async () => {
    const member = await keptMember();
    ctx.app.sessionCache.setConnected(false);
    try {
      const before = stats();
      expect((await me(member.cookie)).statusCode).toBe(200);
      expect((await me(member.cookie)).statusCode).toBe(200);
      expect(stats()).toEqual({ hits: before.hits, misses: before.misses + 2 });
    } finally {
      ctx.app.sessionCache.setConnected(true);
    }
  });
});
