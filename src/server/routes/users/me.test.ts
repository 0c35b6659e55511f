import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyDataExport } from '../../../shared/api/my-data.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { referencesBeforeDeletion, rowsReferringToUser } from '../../test/admin-account-kit.js';
import { countMismatches } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { readMails } from '../../test/mail.js';
import { call } from '../../test/social-kit.js';

const PASSWORD = 'Correct1Horse';
let ctx: TestContext;
let passwordHash: string;
beforeAll(async () => {
  ctx = await createTestContext();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => ctx.close());

const member = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  createSignedInUser(ctx.db, { passwordHash, ...overrides });
const answer = (cookie: string, questionId: number, answers: string[], isPublic = true) =>
  call(ctx, 'POST', `/api/questions/${questionId}/answer`, cookie, { answers, isPublic });
const exists = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id))).length === 1;

describe('GET /api/users/me/export', () => {
  it('asks a visitor to sign in', async () => {
    expect((await call(ctx, 'GET', '/api/users/me/export')).statusCode).toBe(401);
  });

  it('downloads everything about the member as one JSON file, other members by username only', async () => {
    const me = await member({ bio: 'Film nerd', postalCode: '75001' });
    const friend = await member({ displayName: 'Friendly Fiona' });
    const q1 = await createQuestion(ctx.db, { title: 'Top 5 heist movies' });
    const q2 = await createQuestion(ctx.db);
    const first = await answer(me.cookie, q1.id, ['Heat', 'Rififi', 'Thief', 'Inside Man', 'Ocean’s Eleven']);
    await call(ctx, 'POST', `/api/responses/${first.json().responseId}/toggle-like`, friend.cookie, {
      like: true,
    });
    // Then made private: the export holds both versions.
    await answer(me.cookie, q1.id, ['Heat', 'Thief', 'Rififi', 'Inside Man', 'Ocean’s Eleven'], false);
    const theirs = (await answer(friend.cookie, q2.id, ['A', 'B', 'C', 'D', 'E'])).json().responseId;
    await call(ctx, 'POST', `/api/responses/${theirs}/toggle-like`, me.cookie, { like: true });
    await call(ctx, 'POST', `/api/responses/${theirs}/comments`, me.cookie, { content: 'Bold picks' });
    await call(ctx, 'POST', `/api/responses/${theirs}/report`, me.cookie, {
      reason: 'fake',
      description: 'Hmm',
    });
    await call(ctx, 'POST', `/api/users/${friend.user.username}/follow`, me.cookie);
    await call(ctx, 'POST', `/api/users/${me.user.username}/follow`, friend.cookie);

    const res = await call(ctx, 'GET', '/api/users/me/export', me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="top5-data-${me.user.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const data = res.json<MyDataExport>();
    expect(data.profile).toMatchObject({
      id: me.user.id,
      username: me.user.username,
      email: me.user.email,
      bio: 'Film nerd',
      postalCode: '75001',
      birthYear: 1990,
      hasPassword: true,
      signInProviders: [],
      answersCount: 1,
      followersCount: 1,
      followingCount: 1,
    });
    expect(data.responses).toHaveLength(1);
    expect(data.responses[0]).toMatchObject({
      question: { id: q1.id, title: 'Top 5 heist movies' },
      isPublic: false,
      version: 2,
      likesCount: 1,
    });
    expect(data.responses[0].versions.map((v) => [v.version, v.answers[1], v.isPublic])).toEqual([
      [1, 'Rififi', true],
      [2, 'Thief', false],
    ]);
    expect(data.likes).toMatchObject([{ responseId: theirs, author: friend.user.username }]);
    expect(data.comments).toMatchObject([{ content: 'Bold picks', responseAuthor: friend.user.username }]);
    expect(data.reports).toMatchObject([
      {
        responseId: theirs,
        reason: 'fake',
        description: 'Hmm',
        status: 'pending',
        responseAuthor: friend.user.username,
      },
    ]);
    expect(data.following).toEqual([{ username: friend.user.username, since: expect.any(String) }]);
    expect(data.followers).toEqual([{ username: friend.user.username, since: expect.any(String) }]);
    expect(data.notifications.map((n) => [n.type, n.relatedUser])).toEqual(
      expect.arrayContaining([
        ['like', friend.user.username],
        ['follow', friend.user.username],
      ]),
    );
    expect(data.sessions).toHaveLength(1);
    // Nothing of other members but their usernames (their texts in notifications are the member's own mail).
    expect(res.body).not.toContain(friend.user.email);
    const memberKeys: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) {
        for (const item of value) walk(item);
        return;
      }
      if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (['displayName', 'email', 'profilePicture', 'userId', 'user'].includes(key))
            memberKeys.push(key);
          walk(inner);
        }
      }
    };
    walk({ ...data, profile: undefined });
    expect(memberKeys).toEqual([]);
    expect(res.body).not.toMatch(/passwordHash|password_hash|tokenHash/);
  });

  it('is not taken for a member called "me": the static path wins over /:username', async () => {
    const me = await member();
    const res = await call(ctx, 'GET', '/api/users/me/export', me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.username).toBe(me.user.username);
  });
});

describe('DELETE /api/users/me', () => {
  it('asks a visitor to sign in, and a member for their password', async () => {
    expect((await call(ctx, 'DELETE', '/api/users/me', undefined, { password: PASSWORD })).statusCode).toBe(
      401,
    );
    const me = await member();
    const res = await call(ctx, 'DELETE', '/api/users/me', me.cookie, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please enter your password' });
  });

  it('refuses a wrong password with 403 and changes nothing', async () => {
    const me = await member();
    const q = await createQuestion(ctx.db);
    await answer(me.cookie, q.id, ['A', 'B', 'C', 'D', 'E']);
    const res = await call(ctx, 'DELETE', '/api/users/me', me.cookie, { password: 'Wrong1Horse' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Incorrect password' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await exists(me.user.id)).toBe(true);
    expect((await call(ctx, 'GET', '/api/auth/me', me.cookie)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', `/api/questions/${q.id}`)).json().answersCount).toBe(1);
  });

  it('deletes the account with everything it made, signs the member out and mails a confirmation', async () => {
    const me = await member({ displayName: 'Leaving Lee' });
    const other = await member();
    const q = await createQuestion(ctx.db);
    const mine = (await answer(me.cookie, q.id, ['Ran', 'Heat', 'Up', 'Big', 'Coco'])).json().responseId;
    const theirs = (await answer(other.cookie, q.id, ['Heat', 'Up', 'Ran', 'Jaws', 'Alien'])).json()
      .responseId;
    await call(ctx, 'POST', `/api/responses/${theirs}/toggle-like`, me.cookie, { like: true });
    await call(ctx, 'POST', `/api/responses/${theirs}/comments`, me.cookie, { content: 'Nice' });
    await call(ctx, 'POST', `/api/responses/${mine}/comments`, other.cookie, { content: 'Thanks' });
    await call(ctx, 'POST', `/api/users/${other.user.username}/follow`, me.cookie);

    const before = await referencesBeforeDeletion(ctx.db, me.user.id);
    const res = await call(ctx, 'DELETE', '/api/users/me', me.cookie, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account and all your data have been deleted' });
    const cleared = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('top5_session='));
    expect(cleared).toMatch(/top5_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
    expect((await call(ctx, 'GET', '/api/auth/me', me.cookie)).statusCode).toBe(401);
    expect(before.responseIds).toEqual([mine]);
    expect(await rowsReferringToUser(ctx.db, me.user, before)).toEqual({});
    expect(await countMismatches(ctx.db)).toEqual([]);
    const [otherNow] = await ctx.db.select().from(users).where(eq(users.id, other.user.id));
    expect(otherNow.followersCount).toBe(0);
    const mail = readMails(ctx.dataDir).find((m) => m.to === me.user.email);
    expect(mail?.subject).toBe('Your Top 5 account has been deleted');
    expect(mail?.raw).toContain('Hi Leaving Lee,');
  });

  it('refuses an account with no password (made through a social provider)', async () => {
    const social = await createSignedInUser(ctx.db, { passwordHash: null });
    const res = await call(ctx, 'DELETE', '/api/users/me', social.cookie, { password: 'anything' });
    expect(res.statusCode).toBe(403);
    expect(await exists(social.user.id)).toBe(true);
  });

  it('keeps the last admin (409), and lets an admin go when another remains', async () => {
    await ctx.db.update(users).set({ isAdmin: false }).where(eq(users.isAdmin, true));
    const only: { user: UserRow; cookie: string } = await member({ isAdmin: true });
    const res = await call(ctx, 'DELETE', '/api/users/me', only.cookie, { password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'You are the only admin: make another member an admin before deleting your account',
    });
    expect(await exists(only.user.id)).toBe(true);
    await member({ isAdmin: true });
    expect((await call(ctx, 'DELETE', '/api/users/me', only.cookie, { password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect(await exists(only.user.id)).toBe(false);
  });
});
