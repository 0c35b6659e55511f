/**
 * A feed page after a cursor is planned a few times per connection, then runs on its generic plan (decisions
 * 089 and 122): its LIMIT is written in the statement's text. With `limit $n` PostgreSQL priced the generic
 * plan at a tenth of the table, never chose it, and planned every page again (0.45 ms against 0.1 ms of
 * running on the 1m dataset). PostgreSQL only: PGlite keeps no prepared statements.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, seedInBulk } from '../../test/factories.js';

// Its own registry of shape names: a worker that ran named-statements.test.ts before has used them all up.
vi.resetModules();
const { listQuestionResponses } = await import('./list-responses.js');

let ctx: TestContext;
let questionId: number;
const LISTS = 3_000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestContext();
  questionId = (await createQuestion(ctx.db)).id;
  // Enough lists, counted by ANALYZE, that a tenth of them costs far more than a page.
  await seedInBulk(
    ctx.db,
    sql`
    with members as (
      insert into users (username, display_name, email, is_verified)
      select 'plans_' || n, 'Plans ' || n, 'plans_' || n || '@example.test', true
      from generate_series(1, ${LISTS}) n
      returning id)
    insert into responses (question_id, user_id, answers, created_at)
    select ${questionId}, id, array['a', 'b', 'c', 'd', 'e'], now() - id * interval '1 minute' from members`,
    sql`analyze responses`,
  );
}, 60_000);
afterAll(() => ctx?.close());

describe.skipIf(!onPostgres)("a question's feed after a cursor", () => {
  it('runs on a generic plan once the connection has planned it a few times', async () => {
    const plans = await ctx.db.transaction(async (tx) => {
      // One connection: pages after ten different cursors, as members load more.
      let cursor: string | undefined;
      for (let page = 1; page <= 10; page++) {
        const found = await listQuestionResponses(tx, questionId, null, { page, limit: 10, cursor });
        expect(found?.rows).toHaveLength(10);
        cursor = found?.nextCursor ?? undefined;
      }
      return queryRows<{ generic: number; custom: number }>(
        tx,
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where statement like '%with page as materialized%' and statement like '%timestamptz ''epoch''%'`,
      );
    });
    expect(plans).toHaveLength(1);
    expect(plans[0].generic).toBeGreaterThan(0);
    expect(plans[0].custom).toBeLessThanOrEqual(5);
  });
});
