import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage } from '../../../shared/api/admin-audit.js';
import { adminCall } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createSignedInUser } from '../../test/factories.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
});
afterAll(() => ctx.close());

const page = async (query = '') =>
  (await adminCall(ctx, admin.cookie, 'GET', `/api/admin/audit-log${query}`)).json<AuditLogPage>();

describe('GET /api/admin/audit-log', () => {
  it('lists what admins did, newest first: who, what, which target, when, notes', async () => {
    const created = (
      await adminCall(ctx, admin.cookie, 'POST', '/api/admin/user-goals', { targetCount: 10 })
    ).json();
    await adminCall(ctx, admin.cookie, 'PUT', `/api/admin/user-goals/${created.id}`, { targetCount: 20 });
    await adminCall(ctx, admin.cookie, 'DELETE', `/api/admin/user-goals/${created.id}`);

    const log = await page();
    expect(log.pagination).toEqual({
      page: 1,
      limit: 50,
      total: 3,
      totalPages: 1,
      nextCursor: null,
      totalCapped: false,
    });
    expect(log.entries.map((e) => e.action)).toEqual([
      'user_goal.delete',
      'user_goal.update',
      'user_goal.create',
    ]);
    expect(log.entries[1]).toEqual({
      id: expect.any(Number),
      actor: { id: admin.user.id, username: admin.user.username },
      action: 'user_goal.update',
      target: { type: 'user_goal', id: String(created.id) },
      summary: 'Changed a goal from 10 to 20 members',
      notes: null,
      createdAt: expect.any(String),
    });
  });

  it('records nothing for a refused or failed action', async () => {
    const before = (await page()).pagination.total;
    const member = await createSignedInUser(ctx.db);
    await adminCall(ctx, member.cookie, 'POST', '/api/admin/user-goals', { targetCount: 10 });
    await adminCall(ctx, admin.cookie, 'POST', '/api/admin/user-goals', { targetCount: 0 });
    await adminCall(ctx, admin.cookie, 'DELETE', '/api/admin/user-goals/987654');
    expect((await page()).pagination.total).toBe(before);
  });

  it('pages by 25, 50 or 100', async () => {
    for (let i = 0; i < 26; i++) {
      await adminCall(ctx, admin.cookie, 'POST', '/api/admin/user-goals', { targetCount: 100 + i });
    }
    const second = await page('?limit=25&page=2');
    expect(second.pagination).toMatchObject({ page: 2, limit: 25, totalPages: 2 });
    expect(second.entries.at(-1)?.action).toBe('user_goal.create');
    const bad = await adminCall(ctx, admin.cookie, 'GET', '/api/admin/audit-log?limit=20');
    expect(bad.json()).toEqual({ error: 'Limit must be 25, 50 or 100' });
  });
});
