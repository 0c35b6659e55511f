/**
 * A pair's summary (comparePairs) is planned for its two members at every run (decision 149): prepared, it ran
 * after five runs on a generic plan that priced each member at the average handful of lists and joined two
 * members of many lists by comparing every row of one with every row of the other. It joins the two members'
 * shown lists from responses_user_shown alone and reads only the scored lists' rows, never compiled by JIT
 * (decision 150). PostgreSQL only: PGlite keeps no prepared statements and has no JIT.
 */
import { Param, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPARE_SCORE_QUESTIONS } from '../../../shared/constants.js';
import { openDatabase, queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { seedInBulk } from '../../test/factories.js';
import { comparePairs, sharedPairs } from './compare.js';

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
  await seedInBulk(
    ctx.db,
    sql`
    insert into responses (question_id, user_id, answers, created_at)
    select q, u, array['a', 'b', 'c', 'd', 'e'], now() - (q % 97) * interval '1 minute'
    from unnest(${new Param(questions.map((q) => q.id))}::int[]) q, unnest(${new Param(heavy)}::int[]) u`,
    sql`
    insert into responses (question_id, user_id, answers)
    select ${questions[0].id}, id, array['a', 'b', 'c', 'd', 'e'] from users
    where username like 'pairs_%' and id <> all(${new Param(heavy)}::int[])`,
  );
  // Vacuumed as autovacuum would: the index answers alone for pages all visible. A transaction still open on
  // this database (the app's own work at start-up, on a busy CI run) keeps vacuum from marking the new rows'
  // pages all visible, and the planner then reads the heap instead: vacuumed again until every page is.
  await vi.waitFor(
    async () => {
      await ctx.db.execute(sql`vacuum analyze responses`);
      const [pages] = await queryRows<{ pages: number; visible: number }>(
        ctx.db,
        sql`select relpages as pages, relallvisible as visible from pg_class where relname = 'responses'`,
      );
      expect(pages.visible).toBe(pages.pages);
    },
    { timeout: 30_000, interval: 200 },
  );
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

  it('joins the two members from responses_user_shown alone, reading the rows of the scored lists only', async () => {
    const plan = (
      await queryRows<{ 'QUERY PLAN': string }>(
        ctx.db,
        sql`explain (analyze, buffers, costs off, timing off) ${sharedPairs(heavy[0], heavy[1])}`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    // Both members' 300 shown lists from the index (no heap fetch), then the scored questions' lists by key.
    const indexOnly = [
      ...plan.matchAll(/Index Only Scan.* using responses_user_shown on responses \w+ .*rows=(\d+)/g),
    ];
    expect(indexOnly.map((m) => Number(m[1]))).toEqual([QUESTIONS, QUESTIONS]);
    expect([...plan.matchAll(/Heap Fetches: (\d+)/g)].map((m) => Number(m[1]))).toEqual([0, 0]);
    const byKey = [
      ...plan.matchAll(/Index Scan using responses_question_user_key .*rows=(\d+) loops=(\d+)/g),
    ];
    expect(byKey.map((m) => [Number(m[1]), Number(m[2])])).toEqual([
      [1, COMPARE_SCORE_QUESTIONS],
      [1, COMPARE_SCORE_QUESTIONS],
    ]);
  });

  it("is never compiled by JIT on the app's connections, whatever the server's default", async () => {
    // The server's own database, not the test database (which turns JIT off itself, decision 140).
    const db = await openDatabase({ url: process.env.TEST_DATABASE_URL });
    try {
      const [{ jit }] = await queryRows<{ jit: string }>(db.db, sql`select current_setting('jit') as jit`);
      expect(jit).toBe('off');
    } finally {
      await db.close();
    }
  });
});
