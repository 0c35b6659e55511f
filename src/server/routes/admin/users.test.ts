import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../shared/api/admin-users.js';
import { auditLog, questions, responses, type UserRow, users } from '../../db/schema/index.js';
import { hideResponse } from '../../services/answers/hide-response.js';
import { referencesBeforeDeletion, rowsReferringToUser } from '../../test/admin-account-kit.js';
import { countMismatches } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, createUser, signIn } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
let admin: { user: UserRow; cookie: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
});
afterAll(() => ctx.close());

const asAdmin = (method: 'GET' | 'DELETE' | 'PATCH', url: string, payload?: unknown) =>
  call(ctx, method, url, admin.cookie, payload);
const lastAudit = async () => (await ctx.db.select().from(auditLog).orderBy(auditLog.id)).at(-1);
const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/admin/users', () => {
  it('lists members newest first with email, verification, admin flag, counts and join date', async () => {
    const older = await createUser(ctx.db, { joinedAt: new Date(Date.now() - 60_000) });
    const newer = await createUser(ctx.db, { isVerified: false, isAdmin: true });
    const q = await createQuestion(ctx.db);
    await createResponse(ctx.db, newer, q.id);
    const res = await asAdmin('GET', '/api/admin/users?limit=25');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ users: AdminUser[]; pagination: unknown }>();
    const ids = body.users.map((u) => u.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(body.users.find((u) => u.id === newer.id)).toEqual({
      id: newer.id,
      username: newer.username,
      displayName: newer.displayName,
      email: newer.email,
      profilePicture: null,
      isVerified: false,
      isAdmin: true,
      answersCount: 1,
      followersCount: 0,
      followingCount: 0,
      joinedAt: newer.joinedAt.toISOString(),
    });
    expect(body.pagination).toMatchObject({ page: 1, limit: 25, total: expect.any(Number) });
    // Nothing private beyond the email: no hash, no birth date, no address.
    expect(Object.keys(body.users[0]).sort()).toEqual(
      Object.keys(body.users.find((u) => u.id === newer.id)!).sort(),
    );
    expect(res.body).not.toMatch(/passwordHash|birthYear|postalCode/);
  });

  it('finds members by part of the username or the email, in any case', async () => {
    const byName = await createUser(ctx.db, { username: 'Zanzibar_Fan' });
    const byEmail = await createUser(ctx.db, { email: 'quokka.lover@example.org' });
    const found = async (search: string) =>
      (await asAdmin('GET', `/api/admin/users?search=${encodeURIComponent(search)}`))
        .json<{ users: AdminUser[] }>()
        .users.map((u) => u.id);
    expect(await found('zanzi')).toEqual([byName.id]);
    expect(await found('QUOKKA.LOVER@')).toEqual([byEmail.id]);
    // LIKE wildcards are taken literally.
    expect(await found('%')).toEqual([]);
    const res = await asAdmin('GET', '/api/admin/users?search=zanzibar');
    expect(res.json().pagination).toMatchObject({ total: 1, totalPages: 1 });
  });

  it('pages with the admin page sizes only', async () => {
    expect((await asAdmin('GET', '/api/admin/users?limit=7')).json()).toEqual({
      error: 'Limit must be 25, 50 or 100',
    });
    const res = await asAdmin('GET', '/api/admin/users');
    expect(res.json().pagination).toMatchObject({ page: 1, limit: 50 });
  });

  it('refuses visitors (401) and members (403)', async () => {
    const member = await createSignedInUser(ctx.db);
    expect((await call(ctx, 'GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/api/admin/users', member.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/users/:id/responses', () => {
  it("lists a member's responses, private and hidden ones included and marked", async () => {
    const member = await createUser(ctx.db);
    const [q1, q2, q3] = [
      await createQuestion(ctx.db),
      await createQuestion(ctx.db),
      await createQuestion(ctx.db),
    ];
    const shown = await createResponse(ctx.db, member, q1.id);
    const privateOne = await createResponse(ctx.db, member, q2.id, { isPublic: false });
    const hidden = await createResponse(ctx.db, member, q3.id);
    await hideResponse(ctx.db, hidden);
    const res = await asAdmin('GET', `/api/admin/users/${member.id}/responses`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: member.id, email: member.email });
    const flags = Object.fromEntries(
      body.responses.map((r: { id: number; isPublic: boolean; isHidden: boolean }) => [
        r.id,
        [r.isPublic, r.isHidden],
      ]),
    );
    expect(flags).toEqual({ [shown]: [true, false], [privateOne]: [false, false], [hidden]: [true, true] });
    expect(body.responses[0]).toMatchObject({
      user: { id: member.id, username: member.username },
      question: { id: expect.any(Number), title: expect.any(String) },
      answers: expect.any(Array),
    });
    expect(body.pagination).toMatchObject({ total: 3 });
  });

  it('answers 404 "User not found" for an unknown member and 400 "Invalid id" for a bad id', async () => {
    const unknown = await asAdmin('GET', '/api/admin/users/999999/responses');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'User not found' });
    const bad = await asAdmin('GET', '/api/admin/users/abc/responses');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Invalid id' });
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes the account with everything it made, ends its sessions at once and keeps every count right', async () => {
    const doomed = await createSignedInUser(ctx.db);
    const other = await createSignedInUser(ctx.db);
    const q = await createQuestion(ctx.db);
    const mine = await createResponse(ctx.db, doomed.user, q.id, {
      answers: ['Ran', 'Heat', 'Up', 'Big', 'Coco'],
    });
    const theirs = await createResponse(ctx.db, other.user, q.id);
    await call(ctx, 'POST', `/api/responses/${theirs}/toggle-like`, doomed.cookie, { like: true });
    await call(ctx, 'POST', `/api/responses/${theirs}/comments`, doomed.cookie, { content: 'Great list' });
    await call(ctx, 'POST', `/api/responses/${mine}/toggle-like`, other.cookie, { like: true });
    await call(ctx, 'POST', `/api/users/${other.user.username}/follow`, doomed.cookie);
    await call(ctx, 'POST', `/api/users/${doomed.user.username}/follow`, other.cookie);
    await call(ctx, 'POST', `/api/responses/${theirs}/report`, doomed.cookie, { reason: 'spam' });
    expect((await call(ctx, 'GET', '/api/auth/me', doomed.cookie)).statusCode).toBe(200);
    // The check below sees every kind of reference while there is one.
    const before = await referencesBeforeDeletion(ctx.db, doomed.user.id);
    expect(before.responseIds).toEqual([mine]);
    expect(Object.keys(await rowsReferringToUser(ctx.db, doomed.user, before))).toEqual(
      expect.arrayContaining([
        'responses.user_id',
        'likes.user_id',
        'comments.user_id',
        'follows.follower_id',
        'follows.followee_id',
        'reports.reporter_id',
        'sessions.user_id',
        'notifications.user_id',
        'notifications.related_user_id',
        'response_versions',
        'likes.response_id',
        'rate_limit_hits',
        'notifications about them',
      ]),
    );

    const res = await asAdmin('DELETE', `/api/admin/users/${doomed.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User and all associated data deleted successfully' });

    expect(await rowsReferringToUser(ctx.db, doomed.user, before)).toEqual({});
    expect(await countMismatches(ctx.db)).toEqual([]);
    const [theirsNow] = await ctx.db.select().from(responses).where(eq(responses.id, theirs));
    expect(theirsNow).toMatchObject({ likesCount: 0, commentsCount: 0 });
    expect(await userRow(other.user.id)).toMatchObject({ followersCount: 0, followingCount: 0 });
    const [question] = await ctx.db.select().from(questions).where(eq(questions.id, q.id));
    expect(question.answersCount).toBe(1);
    const results = await call(ctx, 'GET', `/api/questions/${q.id}/results`);
    expect(results.json().results.map((r: { item: string }) => r.item)).not.toContain('Coco');
    // Signed out at once: the old cookie is no longer a session.
    expect((await call(ctx, 'GET', '/api/auth/me', doomed.cookie)).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({
      actorId: admin.user.id,
      action: 'user.delete',
      targetType: 'user',
      targetId: String(doomed.user.id),
    });
  });

  it('removes the uploaded profile picture file, unless someone else still shows it', async () => {
    const dir = path.join(ctx.dataDir, 'uploads', 'profile-pictures');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'aaaa1111.jpg'), 'x');
    fs.writeFileSync(path.join(dir, 'bbbb2222.jpg'), 'x');
    const alone = await createUser(ctx.db, { profilePicture: '/uploads/profile-pictures/aaaa1111.jpg' });
    const shared = await createUser(ctx.db, { profilePicture: '/uploads/profile-pictures/bbbb2222.jpg' });
    await createUser(ctx.db, { profilePicture: '/uploads/profile-pictures/bbbb2222.jpg' });
    expect((await asAdmin('DELETE', `/api/admin/users/${alone.id}`)).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/users/${shared.id}`)).statusCode).toBe(200);
    expect(fs.existsSync(path.join(dir, 'aaaa1111.jpg'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'bbbb2222.jpg'))).toBe(true);
  });

  it('refuses to delete your own account (409) and changes nothing', async () => {
    const res = await asAdmin('DELETE', `/api/admin/users/${admin.user.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'You cannot delete your own account from the admin area' });
    expect(await userRow(admin.user.id)).toBeDefined();
    expect((await asAdmin('GET', '/api/admin/users')).statusCode).toBe(200);
  });

  it('deletes another admin, and answers 404 for a member that does not exist', async () => {
    const otherAdmin = await createUser(ctx.db, { isAdmin: true });
    expect((await asAdmin('DELETE', `/api/admin/users/${otherAdmin.id}`)).statusCode).toBe(200);
    const again = await asAdmin('DELETE', `/api/admin/users/${otherAdmin.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'User not found' });
  });
});

describe('PATCH /api/admin/users/:id/admin', () => {
  it('grants admin access, effective on the member’s next request, and records it', async () => {
    const member = await createSignedInUser(ctx.db);
    expect((await call(ctx, 'GET', '/api/admin/users', member.cookie)).statusCode).toBe(403);
    const res = await asAdmin('PATCH', `/api/admin/users/${member.user.id}/admin`, { isAdmin: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'User admin status updated',
      user: { id: member.user.id, isAdmin: true },
    });
    expect((await call(ctx, 'GET', '/api/admin/users', member.cookie)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'user.grant_admin', targetId: String(member.user.id) });
  });

  it('removes admin access: the member is refused on their very next request', async () => {
    const other = await createSignedInUser(ctx.db, { isAdmin: true });
    expect((await call(ctx, 'GET', '/api/admin/users', other.cookie)).statusCode).toBe(200);
    const res = await asAdmin('PATCH', `/api/admin/users/${other.user.id}/admin`, { isAdmin: false });
    expect(res.json().user.isAdmin).toBe(false);
    expect((await call(ctx, 'GET', '/api/admin/users', other.cookie)).statusCode).toBe(403);
    const demoted = await call(ctx, 'PATCH', `/api/admin/users/${admin.user.id}/admin`, other.cookie, {
      isAdmin: false,
    });
    expect(demoted.statusCode).toBe(403);
    expect(await lastAudit()).toMatchObject({ action: 'user.revoke_admin', targetId: String(other.user.id) });
  });

  it('refuses to remove your own admin flag (409); setting it on again changes nothing', async () => {
    const res = await asAdmin('PATCH', `/api/admin/users/${admin.user.id}/admin`, { isAdmin: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'You cannot remove your own admin access' });
    expect((await userRow(admin.user.id)).isAdmin).toBe(true);
    const before = (await ctx.db.select().from(auditLog)).length;
    const same = await asAdmin('PATCH', `/api/admin/users/${admin.user.id}/admin`, { isAdmin: true });
    expect(same.statusCode).toBe(200);
    expect((await ctx.db.select().from(auditLog)).length).toBe(before);
  });

  it('leaves one admin when two remove each other at the same moment', async () => {
    const a = await createSignedInUser(ctx.db, { isAdmin: true });
    const b = await createSignedInUser(ctx.db, { isAdmin: true });
    const [ab, ba] = await Promise.all([
      call(ctx, 'PATCH', `/api/admin/users/${b.user.id}/admin`, a.cookie, { isAdmin: false }),
      call(ctx, 'PATCH', `/api/admin/users/${a.user.id}/admin`, b.cookie, { isAdmin: false }),
    ]);
    expect([ab.statusCode, ba.statusCode].sort()).toEqual([200, 403]);
    const flags = [(await userRow(a.user.id)).isAdmin, (await userRow(b.user.id)).isAdmin];
    expect(flags.filter(Boolean)).toHaveLength(1);
  });

  it('checks the body, the id and the member', async () => {
    const member = await createUser(ctx.db);
    const bad = await asAdmin('PATCH', `/api/admin/users/${member.id}/admin`, { isAdmin: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'isAdmin must be true or false' });
    expect((await asAdmin('PATCH', '/api/admin/users/0/admin', { isAdmin: true })).json()).toEqual({
      error: 'Invalid id',
    });
    expect((await asAdmin('PATCH', '/api/admin/users/999999/admin', { isAdmin: true })).statusCode).toBe(404);
  });
});

describe('a fresh sign-in after deletion', () => {
  it('is impossible: the cookie of a deleted member signs nobody in', async () => {
    const gone = await createUser(ctx.db);
    const cookie = await signIn(ctx.db, gone);
    await asAdmin('DELETE', `/api/admin/users/${gone.id}`);
    expect((await call(ctx, 'GET', '/api/notifications', cookie)).statusCode).toBe(401);
  });
});
