/**
 * Search reads bounded sets, never every matching row: the lists naming the matched spellings (matched in memory,
 * search-index.ts) are counted and read in list_spellings; members are found through the matched display names
 * and only the few shown of each are read. With sequential scans switched off, the planner still falls back to
 * one exactly when no index serves the query.
 */
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../../shared/constants.js';
import { type Db, dropPoolConnections, poolOf, queryRows } from '../../db/client.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion } from '../../test/factories.js';
import {
  listsNaming,
  matchingQuestions,
  memberSearch,
  newestNaming,
  questionSearch,
  searchTerms,
  spellingList,
} from './match.js';
import { search } from './search.js';
import { SearchIndex } from './search-index.js';

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
  // 1,200 members sharing four display names (a common surname), of many follower counts.
  await ctx.db.execute(sql`
    insert into users (username, display_name, email, followers_count)
    select 'namesake_' || g, (array['Ann', 'Bo', 'Cy', 'Di'])[1 + g % 4] || ' Johnson', 'namesake' || g || '@example.test',
      (g * 7919) % 1000
    from generate_series(1, 1200) g`);
  await ctx.db.execute(sql`vacuum analyze`);
  // 2,000 lists through their triggers: over a minute on PGlite on a busy 2-core machine.
}, 180_000);
afterAll(() => ctx.close());

/** The plan of `query`; `analyze` runs it too (actual rows read); `seqscan` leaves the planner its choice. */
async function plan(query: SQL, { analyze = false, seqscan = false } = {}): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    if (!seqscan) await tx.execute(sql`set local enable_seqscan = off`);
    const explain = analyze ? 'explain (analyze, costs off, timing off)' : 'explain';
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`${sql.raw(explain)} ${query}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** A search function's query with its arguments written in; it must run with sequential scans off. */
async function functionBody(name: string, args: Record<string, string>): Promise<string> {
  const [fn] = await queryRows<{ body: string; config: string[] }>(
    ctx.db,
    sql`select prosrc as body, proconfig as config from pg_proc where proname = ${name}`,
  );
  expect(fn.config).toEqual(['enable_seqscan=off']);
  return Object.entries(args).reduce((body, [arg, value]) => body.replaceAll(arg, value), fn.body);
}

/** The rows each run of the scan using `index` returned, as EXPLAIN ANALYZE reports them. */
function rowsPerLoop(p: string, index: string): number[] {
  return [
    ...p.matchAll(new RegExp(`Scan (?:Backward )?using ${index} .*rows=([\\d.]+) loops=\\d+`, 'g')),
  ].map((m) => Number(m[1]));
}

describe('search plans', () => {
  it('counts the lists naming the matched spellings from list_spellings, reading at most five entries a list', async () => {
    const spellings = [0, 1, 2].map((g) => `Item ${createHash('md5').update(String(g)).digest('hex')}`);
    const p = await plan(listsNaming(spellingList(spellings), SEARCH_COUNT_CAP + 1), { seqscan: true });
    expect(p).toMatch(/Index Only Scan using list_spellings_spelling_created_at_response_id_pk/);
    expect(p).not.toMatch(/Seq Scan|responses/);
    // With a cap of 2, no more than 11 entries are read, however many there are.
    const capped = await plan(listsNaming(spellingList(spellings), 2), { analyze: true });
    const read = Number(/Index Only Scan using list_spellings\S* .*rows=(\d+)/.exec(capped)?.[1]);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(11);
  });

  it('counts each list once, up to the cap, when lists name several of the matched spellings', async () => {
    // Each list names five consecutive items, so most lists naming one of items 1-10 name several of them: the
    // first entries read name fewer lists than there are entries, and the count must read on.
    const spellings = Array.from(
      { length: 10 },
      (_, g) =>
        `Item ${createHash('md5')
          .update(String(g + 1))
          .digest('hex')}`,
    );
    const [{ exact }] = await queryRows<{ exact: number }>(
      ctx.db,
      sql`select count(distinct response_id)::int as exact from list_spellings where spelling = any(${spellingList(spellings)})`,
    );
    expect(exact).toBeGreaterThan(3);
    for (const cap of [1, 2, 3, exact - 1, exact, exact + 1, 100]) {
      const [{ n }] = await queryRows<{ n: number }>(ctx.db, listsNaming(spellingList(spellings), cap));
      expect(n, `cap ${cap}`).toBe(Math.min(exact, cap));
    }
  });

  it('reads the newest of many matching lists a few per spelling, never walking the lists', async () => {
    // Spelt as the lists above spell them: 'Item ' and the md5 of a number.
    const spellings = [0, 1, 2, 3].map((g) => `Item ${createHash('md5').update(String(g)).digest('hex')}`);
    const p = await plan(newestNaming(spellingList(spellings), 3), { analyze: true, seqscan: true });
    expect(p).toMatch(/Index (Only )?Scan Backward using list_spellings_spelling_created_at_response_id_pk/);
    expect(p).not.toMatch(/Seq Scan|responses/);
    // One scan, run once per spelling, each stopping at 3 rows.
    const perSpelling = rowsPerLoop(p, 'list_spellings_spelling_created_at_response_id_pk');
    expect(perSpelling).toHaveLength(1);
    expect(perSpelling[0]).toBeLessThanOrEqual(3);
  });

  it('matches questions through their full-text and trigram indexes, whatever the planner would pick', async () => {
    const p = await plan(sql`select * from ${matchingQuestions(searchTerms('peopel'), 1051)}`, {
      seqscan: true,
    });
    expect(p).toMatch(/Function Scan on top5_matching_questions/);
    const body = await functionBody('top5_matching_questions', {
      query: "websearch_to_tsquery('english', 'peopel')",
      search_text: "'peopel'",
      contains_pattern: "'%peopel%'",
      max_rows: '1051',
    });
    const inside = await plan(sql.raw(body));
    expect(inside).toMatch(/Scan (on|using) questions_search_key_trgm/);
    expect(inside).toMatch(/Scan (on|using) questions_search /);
    expect(inside).not.toMatch(/Seq Scan/);
  });

  it('reads the matched questions by their primary key, never every question', async () => {
    // 3,000 questions more, titled alike: enough for a join through every question to look cheap.
    await ctx.db.execute(sql`
      insert into questions (title, description)
      select 'Top 5 plan moments #' || g, 'Rank them.' from generate_series(1, 3000) g`);
    await ctx.db.execute(sql`vacuum analyze questions`);
    const p = await plan(
      questionSearch(searchTerms('moments'), { limit: 3, offset: 0 }, SEARCH_COUNT_CAP + 1),
      {
        seqscan: true,
      },
    );
    expect(p).toMatch(/Function Scan on top5_matching_questions/);
    expect(p).toMatch(/Index Scan using questions_pkey/);
    expect(p).not.toMatch(/Seq Scan on questions/);
  });

  it('finds members on the distinct names, reading only the few shown of each name, never every match', async () => {
    // 1,200 members are named '... Johnson' (4 names); 3 are shown.
    const t = searchTerms('johnson');
    const names = await new SearchIndex(ctx.db).names(t);
    expect(names).toHaveLength(4);
    const p = await plan(memberSearch(t, names, { limit: 3, offset: 0 }, SEARCH_COUNT_CAP + 1), {
      analyze: true,
    });
    expect(p).not.toMatch(/Seq Scan/);
    const perName = rowsPerLoop(p, 'users_display_name_followers');
    expect(perName).toHaveLength(1);
    expect(perName[0]).toBeLessThanOrEqual(3);
  });

  it("counts members from the names' stored counts, reading no member of a matched name", async () => {
    // No page asked for: only the count is read.
    const t = searchTerms('johnson');
    const names = await new SearchIndex(ctx.db).names(t);
    const p = await plan(memberSearch(t, names, { limit: 0, offset: 0 }, SEARCH_COUNT_CAP + 1), {
      analyze: true,
    });
    expect(p).toMatch(/Function Scan on top5_matching_usernames/);
    expect(p).not.toMatch(/Seq Scan/);
    expect(p).toMatch(/Index Scan using users_display_name_followers .*\(never executed\)/);
    // top5_matching_usernames (migration 0047) reads the usernames' trigram index, never every member.
    const body = await functionBody('top5_matching_usernames', {
      search_text: "'johnson'",
      prefix_pattern: "'johnson%'",
      max_rows: '1051',
    });
    const inside = await plan(sql.raw(body));
    expect(inside).toMatch(/Scan (on|using) users_username_trgm/);
    expect(inside).not.toMatch(/Seq Scan/);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("search's own connections (decision 153)", () => {
  /** Runs a search for each term on `db` one after another (so on one connection), then reads its plans. */
  async function plansOf(db: Db, terms: string[]) {
    const index = new SearchIndex(ctx.db);
    for (const q of terms) await search(db, index, { q, type: 'all', page: 1, limit: 20 });
    const [row] = await queryRows<{ generic: number; custom: number }>(
      db,
      sql`select coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom
        from pg_prepared_statements where statement like '%json_agg(g)%'`,
    );
    return row;
  }

  it('plan the search statement once, not again for each new term', async () => {
    const terms = ['johnson', 'plan 12', 'ann', 'item', 'cy johnsn', 'people', 'bo', 'plan 7'];
    // The app's other connections plan it for each term's values (at least the first five times).
    expect((await plansOf(ctx.database.db, terms)).custom).toBeGreaterThanOrEqual(5);
    expect(await plansOf(ctx.database.searchDb, terms)).toEqual({ generic: terms.length, custom: 0 });
  });

  it('are closed with the others when the database is found unreachable, and open again after', async () => {
    const { db, searchDb } = ctx.database;
    await Promise.all([queryRows(db, sql`select 1`), queryRows(searchDb, sql`select 1`)]);
    const [main, own] = [poolOf(db), poolOf(searchDb)];
    if (!main || !own || main === own) throw new Error('two pools expected on PostgreSQL');
    expect(own.totalCount).toBeGreaterThan(0);
    const writes = poolOf(ctx.database.writeDb)?.totalCount ?? 0;
    expect(dropPoolConnections(main)).toBe(main.totalCount + own.totalCount + writes);
    await expect.poll(() => own.totalCount).toBe(0);
    const [row] = await queryRows<{ mode: string }>(
      searchDb,
      sql`select current_setting('plan_cache_mode') as mode`,
    );
    expect(row.mode).toBe('force_generic_plan');
  });
});
