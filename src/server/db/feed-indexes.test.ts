/**
 * Paged lists (newest first, or oldest first for comments) must be read from an index in order, never by
 * sorting every row: with sorting switched off, the planner still needs a Sort node exactly when no index
 * gives the query's order.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { queryRows } from './client.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
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

describe('newest-first indexes', () => {
  it.each([
    [
      "a question's feed",
      'select id from responses r where r.is_public and not r.is_hidden and r.question_id = 1 order by r.created_at desc, r.id desc limit 10',
    ],
    [
      'the recent feed',
      'select id from responses r where r.is_public and not r.is_hidden order by r.created_at desc, r.id desc limit 10',
    ],
    [
      "a member's answers",
      'select id from responses r where r.user_id = 1 order by r.created_at desc limit 10',
    ],
    [
      "a member's shown answers, after a cursor",
      'select id from responses r where r.user_id = 1 and r.is_public and not r.is_hidden and (r.created_at, r.id) < (now(), 5) order by r.created_at desc, r.id desc limit 10',
    ],
    [
      "a member's likes, after a cursor",
      'select response_id from likes l where l.user_id = 1 and (l.created_at, l.response_id) < (now(), 5) order by l.created_at desc, l.response_id desc limit 10',
    ],
    [
      "a member's following, after a cursor",
      'select followee_id from follows f where f.follower_id = 1 and (f.created_at, f.followee_id) < (now(), 5) order by f.created_at desc, f.followee_id desc limit 10',
    ],
    [
      "a member's notifications",
      'select id from notifications n where n.user_id = 1 order by n.created_at desc, n.id desc limit 20',
    ],
    [
      "a member's notifications, after a cursor",
      'select id from notifications n where n.user_id = 1 and (n.created_at, n.id) < (now(), 5) order by n.created_at desc, n.id desc limit 21',
    ],
    [
      "a member's followers",
      'select follower_id from follows f where f.followee_id = 1 order by f.created_at desc, f.follower_id desc limit 20',
    ],
    ['the newest questions', 'select id from questions q order by q.created_at desc limit 20'],
    [
      "a response's comments, oldest first",
      'select id from comments c where c.response_id = 1 order by c.created_at, c.id limit 21',
    ],
    [
      "a response's comments, oldest first, after a cursor",
      'select id from comments c where c.response_id = 1 and (c.created_at, c.id) > (now(), 5) order by c.created_at, c.id limit 21',
    ],
  ])('reads %s in index order without sorting', async (_name, query) => {
    expect(await plan(query)).not.toMatch(/Sort/);
  });
});

describe('the comments index', () => {
  it('starts a page after a cursor inside the index, not by filtering the rows before it', async () => {
    const query =
      'select id from comments c where c.response_id = 1 and (c.created_at, c.id) > (now(), 5) order by c.created_at, c.id limit 21';
    expect(await plan(query)).toMatch(
      /Index Only Scan using comments_response[^\n]*\n\s+Index Cond: .*ROW\(created_at, id\) > ROW/,
    );
  });
});
