/**
 * A burst holds the lists saved in its window: on a question with many lists it reads only those (index
 * responses_question_updated, decision 132), never every list of the question.
 */
import { type SQL, sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion } from '../../test/factories.js';
import { holdLists } from './detect.js';

let ctx: TestContext;
let questionId: number;
const now = new Date();

beforeAll(async () => {
  ctx = await createTestContext();
  questionId = (await createQuestion(ctx.db, { title: 'Top 5 held lists' })).id;
  await ctx.db.execute(sql`
    insert into users (username, display_name, email)
    select 'held_' || g, 'Held ' || g, 'held' || g || '@example.test' from generate_series(1, 3000) g`);
  // 3,000 lists, the n-th saved n x 48 minutes ago (100 days for the oldest); every fifth has the key 'same'.
  await ctx.db.execute(sql`
    insert into responses (question_id, user_id, answers, list_key, created_at, updated_at)
    select ${questionId}, u.id, array['A', 'B', 'C', 'D', 'E'], case when n % 5 = 0 then 'same' else 'key' || n end,
      now() - n * interval '48 minutes', now() - n * interval '48 minutes'
    from (select id, row_number() over (order by id) as n from users where username like 'held\\_%') u`);
  await ctx.db.execute(sql`vacuum analyze responses`);
});
afterAll(() => ctx.close());

/** The rows of `query`, run in a transaction that is then rolled back. */
async function rolledBack<T>(query: SQL): Promise<T[]> {
  let rows: T[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      rows = await queryRows<T>(tx, query);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return rows;
}

it('holds the lists with the key saved in the window, reading only the lists saved since', async () => {
  // A window of ten hours: the 12 newest lists, two of them (the 5th and the 10th) with the key.
  const fired = {
    holdsNewAccounts: false,
    listKey: 'same',
    windowStart: new Date(now.getTime() - 10 * 60 * 60 * 1000),
    evidence: [],
  };
  const held = await rolledBack<{ id: number }>(holdLists(0, questionId, fired, now));
  expect(held).toHaveLength(2);

  const plan = (
    await rolledBack<{ 'QUERY PLAN': string }>(
      sql`explain (analyze, costs off, timing off) ${holdLists(0, questionId, fired, now)}`,
    )
  )
    .map((r) => r['QUERY PLAN'])
    .join('\n');
  const read = /(?:Index|Bitmap Index) Scan (?:using|on) responses_question_updated[^\n]*rows=(\d+)/.exec(
    plan,
  );
  expect(read, plan).not.toBeNull();
  expect(Number(read?.[1])).toBeLessThanOrEqual(13);
});
