/**
 * The admin lists of members, reports, the audit log and data deletion requests from the read cache
 * (decision 048): a repeated read is answered from memory, sent private, and the next read after a change
 * made through the site shows it at once; a member is never answered an admin list.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminReport } from '../../shared/api/admin-reports.js';
import type { AdminUser } from '../../shared/api/admin-users.js';
import type { DataDeletionRequest } from '../../shared/api/data-deletion.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createQuestion, createSignedInUser, createUser } from '../test/factories.js';
import { call, createResponse } from '../test/social-kit.js';

let ctx: TestContext;
type Member = Awaited<ReturnType<typeof createSignedInUser>>;
let admin: Member;
let member: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
  member = await createSignedInUser(ctx.db, { username: 'kept_kim', displayName: 'Kim Kept' });
  await vi.waitFor(() => expect(ctx.app.readCache.connected).toBe(true), { timeout: 5000 });
});
afterAll(() => ctx.close());

async function read<T>(url: string): Promise<T> {
  const answer = await call(ctx, 'GET', url, admin.cookie);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, no-cache');
  return answer.json<T>();
}

/** Reads `url` until a repeated read is answered from memory (a direct write's notice may still be on its way). */
async function expectKept(url: string) {
  await vi.waitFor(async () => {
    await read(url);
    const hits = ctx.app.readCache.stats.hits;
    await read(url);
    expect(ctx.app.readCache.stats.hits).toBeGreaterThan(hits);
  });
}

const ok = async (method: 'POST' | 'PATCH', url: string, cookie: string | undefined, payload?: object) => {
  const answer = await call(ctx, method, url, cookie, payload);
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer;
};

describe('the admin lists from the read cache', () => {
  it('members: a new name, an answer, the admin flag and a search show at once; members get 403', async () => {
    const url = '/api/admin/users?search=kept_kim';
    const shown = async () => (await read<{ users: AdminUser[] }>(url)).users;
    expect(await shown()).toEqual([expect.objectContaining({ id: member.user.id, displayName: 'Kim Kept' })]);
    await expectKept(url);
    await expectKept('/api/admin/users');

    await ok('PATCH', '/api/users/profile', member.cookie, { displayName: 'Kim Renamed' });
    expect((await shown())[0]).toMatchObject({ displayName: 'Kim Renamed', answersCount: 0 });
    expect((await read<{ users: AdminUser[] }>('/api/admin/users')).users).toContainEqual(
      expect.objectContaining({ id: member.user.id, displayName: 'Kim Renamed' }),
    );

    await expectKept(url);
    const { id: questionId } = await createQuestion(ctx.db);
    await ok('POST', `/api/questions/${questionId}/answer`, member.cookie, {
      answers: ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'],
      isPublic: true,
    });
    expect((await shown())[0].answersCount).toBe(1);

    await expectKept(url);
    await ok('PATCH', `/api/admin/users/${member.user.id}/admin`, admin.cookie, { isAdmin: true });
    expect((await shown())[0].isAdmin).toBe(true);
    await ok('PATCH', `/api/admin/users/${member.user.id}/admin`, admin.cookie, { isAdmin: false });
    expect((await shown())[0].isAdmin).toBe(false);

    await expectKept('/api/admin/users?search=kept_kate');
    await createUser(ctx.db, { username: 'kept_kate' });
    await vi.waitFor(async () =>
      expect((await read<{ users: AdminUser[] }>('/api/admin/users?search=kept_kate')).users).toHaveLength(1),
    );

    expect((await call(ctx, 'GET', url, member.cookie)).statusCode).toBe(403);
  });

  it('reports: a new report, a review and an edit of the reported list show at once', async () => {
    const url = '/api/admin/reports?status=all';
    const reports = async () => (await read<{ reports: AdminReport[] }>(url)).reports;
    const { id: questionId } = await createQuestion(ctx.db);
    const responseId = await createResponse(ctx.db, member.user, questionId);
    await expectKept(url);

    const reporter = await createSignedInUser(ctx.db);
    const made = await ok('POST', `/api/responses/${responseId}/report`, reporter.cookie, { reason: 'spam' });
    const reportId = made.json<{ id: number }>().id;
    expect((await reports())[0]).toMatchObject({ id: reportId, status: 'pending' });

    await expectKept(url);
    await ok('POST', `/api/questions/${questionId}/answer`, member.cookie, {
      answers: ['Brazil', 'Heat', 'Fargo', 'Se7en', 'Ran'],
      isPublic: true,
    });
    expect((await reports())[0].response.answers[0]).toBe('Brazil');

    await expectKept(url);
    await ok('PATCH', `/api/admin/reports/${reportId}`, admin.cookie, { status: 'rejected' });
    expect((await reports())[0]).toMatchObject({ id: reportId, status: 'rejected' });
    expect((await call(ctx, 'GET', url, member.cookie)).statusCode).toBe(403);
  });

  it('the audit log: an admin action shows at once', async () => {
    const url = '/api/admin/audit-log';
    await expectKept(url);
    const other = await createUser(ctx.db);
    await ok('PATCH', `/api/admin/users/${other.id}/admin`, admin.cookie, { isAdmin: true });
    const { entries } = await read<{ entries: { action: string; target: { id: string } }[] }>(url);
    expect(entries[0]).toMatchObject({ action: 'user.grant_admin', target: { id: String(other.id) } });
  });

  it('a page deeper in: kept in the page cache, and moved by an admin action at once', async () => {
    const grant = async () => {
      const other = await createUser(ctx.db);
      await ok('PATCH', `/api/admin/users/${other.id}/admin`, admin.cookie, { isAdmin: true });
    };
    for (let i = 0; i < 26; i++) await grant();
    type Log = { entries: { id: number }[] };
    const url = '/api/admin/audit-log?page=2&limit=25';
    const before = (await read<Log>('/api/admin/audit-log?page=1&limit=25')).entries;
    await vi.waitFor(async () => {
      await read(url);
      const [pages, reads] = [ctx.app.pageCache.stats.hits, ctx.app.readCache.stats.hits];
      await read(url);
      expect(ctx.app.pageCache.stats.hits).toBeGreaterThan(pages);
      expect(ctx.app.readCache.stats.hits).toBe(reads);
    });
    await grant();
    // The newest entry heads page 1 now, so what ended page 1 heads page 2.
    expect((await read<Log>(url)).entries[0].id).toBe(before[24].id);
  });

  it('data deletion requests: a new request, its account and marking it done show at once', async () => {
    const url = '/api/admin/data-deletion-requests';
    const requests = async () => (await read<{ requests: DataDeletionRequest[] }>(url)).requests;
    await expectKept(url);
    await ok('POST', '/api/data-deletion-request', undefined, {
      email: 'kept.later@example.com',
      reason: 'Please delete my data',
    });
    const [asked] = await requests();
    expect(asked).toMatchObject({ email: 'kept.later@example.com', status: 'pending', accountExists: false });

    await expectKept(url);
    await createUser(ctx.db, { email: 'kept.later@example.com' });
    await vi.waitFor(async () => expect((await requests())[0].accountExists).toBe(true));

    await expectKept(url);
    await ok('POST', `/api/admin/data-deletion-requests/${asked.id}/complete`, admin.cookie);
    expect((await requests())[0]).toMatchObject({ id: asked.id, status: 'completed' });
  });
});
