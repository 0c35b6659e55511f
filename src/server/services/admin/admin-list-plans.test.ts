/**
 * The admin lists (decision 043) pick a page's ids from an index in the list's order, after the cursor, and
 * never sort a whole table: with sorting and sequential scans switched off, the planner still needs a Sort
 * node exactly when no index gives the order. Filters (a question, a member, a status, a search) use
 * indexes too, and so do the capped counts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createUser } from '../../test/factories.js';
import { createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Some lists by several members, counted by ANALYZE: on empty tables every index costs the same and the
  // planner's pick among them says nothing about which one a filter can use.
  const members = await Promise.all([1, 2, 3, 4].map(() => createUser(ctx.db)));
  for (let q = 0; q < 10; q++) {
    const question = await createQuestion(ctx.db);
    for (const member of members) await createResponse(ctx.db, member, question.id);
  }
  await ctx.db.execute(sql`analyze responses`);
});
afterAll(() => ctx.close());

async function plan(query: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain ${query}`));
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** A page of `table` in (created_at, id) newest-first order, after a cursor, 51 rows (50 and one more). */
const pick = (table: string, where: string) =>
  `select id, created_at from ${table} where ${where} and (created_at, id) < (now(), 5) order by created_at desc, id desc limit 51`;

describe('admin list pages', () => {
  it.each([
    ['every response', pick('responses', 'true'), 'responses_admin_recent'],
    ["one question's responses", pick('responses', 'question_id = 1'), 'responses_question_recent'],
    ["one member's responses", pick('responses', 'user_id = 1'), 'responses_user'],
    ['members', pick('users', 'true'), 'users_joined_recent'],
    ['reports of one status', pick('reports', "status = 'pending'"), 'reports_status_recent'],
    ['every report', pick('reports', 'true'), 'reports_recent'],
    ['the audit log', pick('audit_log', 'true'), 'audit_log_recent'],
    ['data deletion requests', pick('data_deletion_requests', 'true'), 'data_deletion_requests_recent'],
    ['questions', pick('questions', 'true'), 'questions_created_at'],
  ])('reads %s from the index after the cursor, without sorting', async (_name, query, index) => {
    const shown = await plan(query);
    expect(shown).not.toMatch(/Sort/);
    expect(shown).toMatch(
      new RegExp(`Index Only Scan using ${index} [^\\n]*\\n\\s+Index Cond: .*ROW\\(created_at, id\\) < ROW`),
    );
  });

  it('finds members by username or email through their trigram indexes', async () => {
    const shown = await plan(
      "select id from users where (lower(username) like '%walker%' or email like '%walker%') limit 10001",
    );
    expect(shown).toMatch(/Bitmap Index Scan on users_username_trgm/);
    expect(shown).toMatch(/Bitmap Index Scan on users_email_trgm/);
  });

  it.each([
    ["one question's responses", 'select 1 from responses r where r.question_id = 1'],
    ['reports of one status', "select 1 from reports where status = 'pending'"],
    ['every response', 'select 1 from responses r where true'],
  ])('counts %s up to the cap (a Limit under the count) in an index', async (_name, rows) => {
    const shown = await plan(`select count(*) from (${rows} limit 10001) as capped`);
    expect(shown).toMatch(/Aggregate[\s\S]*Limit[\s\S]*Index/);
    expect(shown).not.toMatch(/Seq Scan/);
  });
});
