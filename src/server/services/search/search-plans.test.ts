/**
 * Search reads bounded sets, never every matching row: answer text is matched on the distinct spellings
 * (answer_spellings, by its trigram index) and lists are counted through the GIN index on their answers. With
 * sequential scans switched off, the planner still falls back to one exactly when no index serves the query.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../../shared/constants.js';
import { queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion } from '../../test/factories.js';
import { answerCount, matchedSpellings, searchTerms } from './match.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // Enough rows, of many different answers, for the planner to weigh its choices as on a real database.
  const question = await createQuestion(ctx.db, { title: 'Top 5 people' });
  await ctx.db.execute(sql`
    insert into users (username, display_name, email)
    select 'plan_' || g, 'Plan ' || g, 'plan' || g || '@example.test' from generate_series(1, 2000) g`);
  await ctx.db.execute(sql`
    insert into responses (question_id, user_id, answers)
    select ${question.id}, u.id, array(select 'Item ' || md5(((u.id * 7 + k) % 3000)::text) from generate_series(1, 5) k)
    from users u where u.username like 'plan\_%'`);
  // The public tallies of those spellings; their trigger fills answer_spellings.
  await ctx.db.execute(sql`
    insert into public_result_item_spellings (question_id, item_key, spelling, count)
    select ${question.id}, 'item ' || md5(g::text), 'Item ' || md5(g::text), 1 from generate_series(0, 2999) g`);
  await ctx.db.execute(sql`vacuum analyze`);
});
afterAll(() => ctx.close());

async function plan(query: SQL): Promise<string> {
  const text = new PgDialect().sqlToQuery(query.inlineParams()).sql;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain ${text}`));
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('search plans', () => {
  // md5('12') starts c20ad4d76fe97759: a part of one item, and a typo of it.
  it.each(['c20ad4d76', 'c20da4d76fe'])(
    'matches answer text %s on the distinct spellings only',
    async (q) => {
      const p = await plan(matchedSpellings(searchTerms(q)));
      expect(p).toMatch(/Scan (on|using) answer_spellings_search_key_trgm/);
      expect(p).not.toMatch(/Seq Scan|public_result_items|responses/);
    },
  );

  it('counts the lists naming the matched spellings through the spellings tallies and the index on their answers', async () => {
    const p = await plan(answerCount(['Item c20ad4d76fe97759aa27a0c99bff6710'], SEARCH_COUNT_CAP + 1));
    expect(p).toMatch(/Scan (on|using) public_result_item_spellings_spelling/);
    expect(p).toMatch(/Scan (on|using) responses_answers/);
    expect(p).not.toMatch(/Seq Scan/);
  });
});
