/**
 * A pair's summary (comparePairs) is planned for its two members at every run (decision 149): prepared, it ran
 * after five runs on a generic plan that priced each member at the average handful of lists and joined two
 * members of many lists by comparing every row of one with every row of the other. PostgreSQL only: PGlite
 * keeps no prepared statements.
 */
import { Param, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { comparePairs } from './compare.js';

let ctx: TestContext;
const QUESTIONS = 300;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let heavy: number[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestContext();
  // Many members of one list each, so the average member has few; two members who answered every question.
  const members = await queryRows<{ id: number }>(
    ctx.db,
    sql`insert into users (username, display_name, email, is_verified)
      select 'pairs_' || n, 'Pairs ' || n, 'pairs_' || n || '@example.test', true from generate_series(1, 2000) n
      returning id`,
  );
  const questions = await queryRows<{ id: number }>(
    ctx.db,
    sql`insert into questions (title, description)
      select 'Pairs question ' || n, 'Name five.' from generate_series(1, ${QUESTIONS}) n returning id`,
  );
  heavy = [members[0].id, members[1].id];
  await ctx.db.execute(sql`
    insert into responses (question_id, user_id, answers, created_at)
    select q, u, array['a', 'b', 'c', 'd', 'e'], now() - (q % 97) * interval '1 minute'
    from unnest(${new Param(questions.map((q) => q.id))}::int[]) q, unnest(${new Param(heavy)}::int[]) u`);
  await ctx.db.execute(sql`
    insert into responses (question_id, user_id, answers)
    select ${questions[0].id}, id, array['a', 'b', 'c', 'd', 'e'] from users
    where username like 'pairs_%' and id <> all(${new Param(heavy)}::int[])`);
  await ctx.db.execute(sql`analyze responses`);
}, 60_000);
afterAll(() => ctx?.close());

describe.skipIf(!onPostgres)("a pair's summary", () => {
  it('is never kept on a generic plan, however often one connection reads it', async () => {
    const { summaries, prepared } = await ctx.db.transaction(async (tx) => {
      // One connection: the summary read ten times, as first reads of ten pairs would be.
      const summaries = [];
      for (let i = 0; i < 10; i++) summaries.push(await comparePairs(tx, heavy[i % 2], heavy[(i + 1) % 2]));
      const prepared = await queryRows<{ generic: number }>(
        tx,
        sql`select generic_plans::int as generic from pg_prepared_statements
          where statement like '%row_number() over (order by greatest(m.updated_at, t.updated_at)%'`,
      );
      return { summaries, prepared };
    });
    expect(summaries.map((s) => s.sharedQuestions)).toEqual(Array(10).fill(QUESTIONS));
    expect(summaries[0].overallScore).toBe(1);
    expect(prepared).toEqual([]);
  });
});
