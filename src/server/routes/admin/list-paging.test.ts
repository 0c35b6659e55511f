/**
 * Every admin list pages by keyset (decision 043): following `nextCursor` from page 1 visits every row of the
 * list exactly once, newest first with the id breaking ties, and a filter (question, search, status) holds on
 * every page. Totals are stored counts or counts that stop at ADMIN_COUNT_CAP.
 */
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPagination } from '../../../shared/api/admin-common.js';
import { ADMIN_COUNT_CAP } from '../../../shared/constants.js';
import { queryRows } from '../../db/client.js';
import { adminCall } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let questionIds: number[];
let walkerId: number;

/** Rows made in bulk, many sharing a timestamp, so the order needs the id to break ties. */
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
  questionIds = [(await createQuestion(ctx.db)).id, (await createQuestion(ctx.db)).id];
  await ctx.db.execute(sql`
    insert into users (username, display_name, email, created_at)
    select 'walker' || i, 'Walker ' || i, 'walker' || i || '@paging.test',
      timestamptz '2026-01-01' + (i / 4) * interval '1 minute'
    from generate_series(1, 70) i`);
  await ctx.db.execute(sql`
    insert into users (username, display_name, email, created_at)
    select 'Other' || i, 'Other ' || i, 'someone' || i || '@walk.test', timestamptz '2026-02-01'
    from generate_series(1, 5) i`);
  const [walker] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select id from users where username = 'walker1'`,
  );
  walkerId = walker.id;
  // Each walker answers both questions; walker1 also gets private and hidden ones.
  await ctx.db.execute(sql`
    insert into responses (question_id, user_id, answers, is_public, is_hidden, created_at)
    select q, u.id, array['A', 'B', 'C', 'D', 'E'], u.id % 3 <> 0, u.id % 7 = 0,
      timestamptz '2026-03-01' + (u.id % 5) * interval '1 hour'
    from users u cross join unnest(${sql`array[${sql.join(
      questionIds.map((id) => sql`${id}::int`),
      sql`, `,
    )}]`}) q
    where u.username like 'walker%'`);
  await ctx.db.execute(sql`
    insert into reports (response_id, reporter_id, reason, status, created_at)
    select r.id, ${admin.user.id}, 'spam',
      case r.id % 3 when 0 then 'pending' when 1 then 'approved' else 'rejected' end,
      timestamptz '2026-04-01' + (r.id % 4) * interval '1 day'
    from responses r`);
  await ctx.db.execute(sql`
    insert into audit_log (actor_id, actor_username, action, target_type, target_id, summary, created_at)
    select ${admin.user.id}, 'admin', 'question.update', 'question', i::text, 'Updated', 
      timestamptz '2026-05-01' + (i / 10) * interval '1 second'
    from generate_series(1, ${ADMIN_COUNT_CAP + 60}) i`);
  await ctx.db.execute(sql`
    insert into data_deletion_requests (email, reason, created_at)
    select 'walker' || i || '@paging.test', 'Please', timestamptz '2026-06-01' + (i / 3) * interval '1 hour'
    from generate_series(1, 60) i`);
  await ctx.db.execute(sql`
    insert into questions (title, description, created_at)
    select 'Paged question ' || i, 'A question to page through.', timestamptz '2026-07-01'
    from generate_series(1, 55) i`);
});
afterAll(() => ctx.close());

interface Page {
  pagination: AdminPagination;
}

/** Reads page 1, then each next page from the cursor the page before gave; every page's rows, in order. */
async function walk<P extends Page, R>(
  path: string,
  rows: (page: P) => R[],
): Promise<{ pages: P[]; rows: R[] }> {
  const pages: P[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '25', page: String(pages.length + 1) });
    if (cursor) query.set('cursor', cursor);
    const res = await adminCall(ctx, admin.cookie, 'GET', `${path}${path.includes('?') ? '&' : '?'}${query}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<P>();
    pages.push(page);
    cursor = page.pagination.nextCursor;
  } while (cursor);
  return { pages, rows: pages.flatMap(rows) };
}

const ids = async (query: SQL) => (await queryRows<{ id: number }>(ctx.db, query)).map((row) => row.id);

describe('admin lists paged by cursor', () => {
  it('walks every response once, newest first, then one question’s only', async () => {
    const all = await walk(
      '/api/admin/responses',
      (p: { responses: { id: number }[] } & Page) => p.responses,
    );
    expect(all.rows.map((r) => r.id)).toEqual(
      await ids(sql`select id from responses order by created_at desc, id desc`),
    );
    expect(all.pages[0].pagination).toMatchObject({ page: 1, limit: 25, total: 140, totalCapped: false });
    expect(all.pages.at(-1)?.pagination.nextCursor).toBeNull();

    const one = await walk(
      `/api/admin/responses?questionId=${questionIds[1]}`,
      (p: { responses: { id: number; questionId: number }[] } & Page) => p.responses,
    );
    expect(one.rows.map((r) => r.id)).toEqual(
      await ids(
        sql`select id from responses where question_id = ${questionIds[1]} order by created_at desc, id desc`,
      ),
    );
    expect(one.pages[0].pagination.total).toBe(70);
  });

  it('gives page 2 by number the same rows as page 2 by cursor', async () => {
    const byCursor = await walk(
      '/api/admin/responses',
      (p: { responses: { id: number }[] } & Page) => p.responses,
    );
    const second = (await adminCall(ctx, admin.cookie, 'GET', '/api/admin/responses?limit=25&page=2')).json<{
      responses: { id: number }[];
    }>();
    expect(second.responses.map((r) => r.id)).toEqual(byCursor.rows.slice(25, 50).map((r) => r.id));
  });

  it("walks a member's responses, private and hidden included, with their stored count", async () => {
    const mine = await walk(
      `/api/admin/users/${walkerId}/responses`,
      (p: { responses: { id: number }[] } & Page) => p.responses,
    );
    expect(mine.rows.map((r) => r.id)).toEqual(
      await ids(sql`select id from responses where user_id = ${walkerId} order by created_at desc, id desc`),
    );
  });

  it('walks every member once, newest first, and a search keeps to its matches on every page', async () => {
    const all = await walk('/api/admin/users', (p: { users: { id: number }[] } & Page) => p.users);
    expect(all.rows.map((u) => u.id)).toEqual(
      await ids(sql`select id from users order by created_at desc, id desc`),
    );
    expect(all.pages[0].pagination.total).toBe(all.rows.length);

    const found = await walk(
      '/api/admin/users?search=WALK',
      (p: { users: { id: number; username: string; email: string }[] } & Page) => p.users,
    );
    expect(found.rows.map((u) => u.id)).toEqual(
      await ids(
        sql`select id from users where lower(username) like '%walk%' or email like '%walk%' order by created_at desc, id desc`,
      ),
    );
    expect(found.rows).toHaveLength(75);
    expect(found.pages[0].pagination).toMatchObject({ total: 75, totalCapped: false });
  });

  it.each(['pending', 'approved', 'rejected', 'all'])(
    'walks %s reports once, newest first',
    async (status) => {
      const walked = await walk(
        `/api/admin/reports?status=${status}`,
        (p: { reports: { id: number; status: string }[] } & Page) => p.reports,
      );
      const where = status === 'all' ? sql`true` : sql`status = ${status}`;
      expect(walked.rows.map((r) => r.id)).toEqual(
        await ids(sql`select id from reports where ${where} order by created_at desc, id desc`),
      );
      if (status !== 'all') expect(new Set(walked.rows.map((r) => r.status))).toEqual(new Set([status]));
      expect(walked.pages[0].pagination.total).toBe(walked.rows.length);
    },
  );

  it('walks the audit log once, newest first, its count stopping at the cap', async () => {
    const walked = await walk('/api/admin/audit-log', (p: { entries: { id: number }[] } & Page) => p.entries);
    const expected = await ids(sql`select id from audit_log order by created_at desc, id desc`);
    expect(walked.rows.map((e) => e.id)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(ADMIN_COUNT_CAP);
    expect(walked.pages[0].pagination).toMatchObject({
      total: ADMIN_COUNT_CAP,
      totalCapped: true,
      totalPages: ADMIN_COUNT_CAP / 25,
    });
  }, 120_000);

  it('walks data deletion requests and questions once, newest first', async () => {
    const requests = await walk(
      '/api/admin/data-deletion-requests',
      (p: { requests: { id: number }[] } & Page) => p.requests,
    );
    expect(requests.rows.map((r) => r.id)).toEqual(
      await ids(sql`select id from data_deletion_requests order by created_at desc, id desc`),
    );
    const questions = await walk(
      '/api/admin/questions',
      (p: { questions: { id: number }[] } & Page) => p.questions,
    );
    expect(questions.rows.map((q) => q.id)).toEqual(
      await ids(sql`select id from questions order by created_at desc, id desc`),
    );
  });

  it.each([
    '/api/admin/responses',
    '/api/admin/users',
    '/api/admin/reports',
    '/api/admin/audit-log',
    '/api/admin/questions',
    '/api/admin/data-deletion-requests',
  ])('refuses a cursor it did not give out on %s (400)', async (path) => {
    for (const cursor of ['bm90LWEtY3Vyc29y', 'a b']) {
      const res = await adminCall(
        ctx,
        admin.cookie,
        'GET',
        `${path}?page=2&cursor=${encodeURIComponent(cursor)}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid cursor' });
    }
  });
});
