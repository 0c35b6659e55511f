/**
 * Every /api/admin route, read from the server's own route table (so a new one cannot be forgotten), refuses
 * a visitor with 401 and a member with 403 before anything else, even for an id that names nothing. Admin
 * status is read from the database on each request, so a demoted admin is refused at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createSignedInUser } from '../../test/factories.js';

let ctx: TestContext;
let member: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = (await createSignedInUser(ctx.db)).cookie;
});
afterAll(() => ctx.close());

/** Every admin route as a caller would hit it: each path parameter filled with a made-up id. */
function adminCalls() {
  return ctx.app.routeTable
    .filter((r) => (r.url === '/api/admin' || r.url.startsWith('/api/admin/')) && r.method !== 'HEAD')
    .map((r) => ({
      method: r.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: r.url.replace(/:[A-Za-z]+/g, '987654'),
      name: `${r.method} ${r.url}`,
    }));
}

const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

describe('every /api/admin route', () => {
  it('is in the route table (the test covers what the server serves)', () => {
    const names = adminCalls().map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/questions',
        'DELETE /api/admin/questions/:id',
        'POST /api/admin/user-goals/:id/achieve',
        'GET /api/admin/responses',
        'PUT /api/admin/privacy-policy',
        'GET /api/admin/audit-log',
      ]),
    );
  });

  it('answers 401 to a visitor and 403 to a member, whatever the id or body', async () => {
    const wrong: string[] = [];
    for (const call of adminCalls()) {
      for (const [who, cookie, expected] of [
        ['visitor', undefined, 401],
        ['member', member, 403],
      ] as const) {
        const res = await ctx.app.inject({
          method: call.method,
          url: call.url,
          headers: cookie ? { cookie } : {},
          ...(hasBody(call.method) ? { payload: { nonsense: true } } : {}),
        });
        if (res.statusCode !== expected || typeof res.json().error !== 'string') {
          wrong.push(`${call.name} as ${who}: ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a member with the guard’s own words', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/questions',
      headers: { cookie: member },
    });
    expect(res.json()).toEqual({ error: "You don't have permission to access this page." });
  });
});

describe('admin status', () => {
  it('is read from the database on each request: a demoted admin is refused on the very next call', async () => {
    const admin = await createSignedInUser(ctx.db, { isAdmin: true });
    const get = () =>
      ctx.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { cookie: admin.cookie } });
    expect((await get()).statusCode).toBe(200);
    await ctx.db.update(users).set({ isAdmin: false }).where(eq(users.id, admin.user.id));
    expect((await get()).statusCode).toBe(403);
    await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    expect((await get()).statusCode).toBe(200);
  });
});
