/**
 * Every feed pages by cursor exactly as by page number, rows sharing a timestamp (to the microsecond)
 * included; a row added between two pages never repeats one; a cursor we did not hand out is a 400.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPagination } from '../../../shared/api/common.js';
import type { UserRow } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, createUser, signIn } from '../../test/factories.js';

let ctx: TestContext;
let star: UserRow;
let viewer: { user: UserRow; cookie: string };
let questionId: number;
const MEMBERS = 14;

interface Page {
  responses?: { id: number; isLiked: boolean }[];
  users?: { id: number }[];
  pagination: FeedPagination;
}

const get = async (url: string, cookie?: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
const idsOf = (page: Page) => (page.responses ?? page.users ?? []).map((row) => row.id);
const join = (url: string) => (url.includes('?') ? '&' : '?');

/** Every page by number, then every page by cursor: the same rows in the same order. */
async function expectCursorWalkEqualsPages(url: string, limit: number, cookie?: string) {
  const first = await get(`${url}${join(url)}limit=${limit}`, cookie);
  const byNumber: number[][] = [idsOf(first)];
  for (let page = 2; page <= first.pagination.totalPages; page++) {
    byNumber.push(idsOf(await get(`${url}${join(url)}page=${page}&limit=${limit}`, cookie)));
  }
  const byCursor: number[][] = [idsOf(first)];
  let at = first;
  while (at.pagination.nextCursor) {
    const page = at.pagination.page + 1;
    at = await get(
      `${url}${join(url)}page=${page}&limit=${limit}&cursor=${at.pagination.nextCursor}`,
      cookie,
    );
    expect(at.pagination.page).toBe(page);
    byCursor.push(idsOf(at));
  }
  expect(byCursor).toEqual(byNumber);
  expect(new Set(byCursor.flat()).size).toBe(first.pagination.total);
  expect(byCursor.flat().length).toBe(first.pagination.total);
  return byCursor.flat();
}

beforeAll(async () => {
  ctx = await createTestContext();
  star = await createUser(ctx.db);
  viewer = await createSignedInUser(ctx.db);
  questionId = (await createQuestion(ctx.db)).id;
  const questionIds = [questionId];
  for (let i = 0; i < 3; i++) questionIds.push((await createQuestion(ctx.db)).id);
  // 14 members answer the question; three by three they share a timestamp to the microsecond.
  for (let i = 0; i < MEMBERS; i++) {
    const member = await createUser(ctx.db);
    const at = `2026-03-0${1 + Math.floor(i / 3)} 10:00:00.123456+00`;
    await ctx.db.execute(sql`
      insert into responses (question_id, user_id, answers, is_public, created_at)
      values (${questionId}, ${member.id}, array['A','B','C','D','E'], ${i !== 5}, ${at}::timestamptz)`);
    await ctx.db.execute(sql`
      insert into follows (follower_id, followee_id, created_at) values (${member.id}, ${star.id}, ${at}::timestamptz),
        (${star.id}, ${member.id}, ${at}::timestamptz)`);
  }
  // The app keeps these stored counts with every follow (services/follows); inserted directly, set them here.
  await ctx.db.execute(sql`
    update users u set followers_count = (select count(*) from follows where followee_id = u.id),
      following_count = (select count(*) from follows where follower_id = u.id)`);
  // The star answers four questions (one privately), all at one instant, and likes every response.
  for (const [i, qid] of questionIds.entries()) {
    await ctx.db.execute(sql`
      insert into responses (question_id, user_id, answers, is_public, created_at)
      values (${qid}, ${star.id}, array['A','B','C','D','E'], ${i !== 2}, '2026-04-01 00:00:00.5+00')`);
  }
  await ctx.db.execute(sql`
    insert into likes (response_id, user_id, created_at)
    select id, ${star.id}, timestamptz '2026-05-01' + (id % 4) * interval '1 second' from responses`);
  // The viewer likes a few, to show isLiked is per page and per row.
  await ctx.db.execute(sql`
    insert into likes (response_id, user_id) select id, ${viewer.user.id} from responses where id % 3 = 0`);
});
afterAll(() => ctx.close());

describe('keyset feeds', () => {
  it("a question's feed: cursor pages equal numbered pages, ties and all", async () => {
    const ids = await expectCursorWalkEqualsPages(`/api/questions/${questionId}/responses`, 4);
    expect(ids).toHaveLength(MEMBERS); // 13 members' public responses and the star's
  });

  it('a page after a cursor carries the total; with no row after it, an empty page and the total; a missing question, 404', async () => {
    const first = await get(`/api/questions/${questionId}/responses?limit=4`);
    const cursor = first.pagination.nextCursor;
    const second = await get(`/api/questions/${questionId}/responses?page=2&limit=4&cursor=${cursor}`);
    expect(second.pagination.total).toBe(first.pagination.total);
    // A list on another question, newer than the cursor: nothing follows the cursor there.
    const other = (await createQuestion(ctx.db)).id;
    const author = await createUser(ctx.db);
    await ctx.db.execute(sql`
      insert into responses (question_id, user_id, answers, created_at)
      values (${other}, ${author.id}, array['A','B','C','D','E'], '2026-04-01 00:00:00.5+00')`);
    const empty = await get(`/api/questions/${other}/responses?page=2&limit=4&cursor=${cursor}`);
    expect(empty.responses).toEqual([]);
    expect(empty.pagination.total).toBe(1);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/api/questions/999999/responses?page=2&limit=4&cursor=${cursor}`,
    });
    expect(missing.statusCode).toBe(404);
    const recent = await get(`/api/responses/recent?page=2&limit=4&cursor=${cursor}`);
    expect(recent.pagination.total).toBe((await get('/api/responses/recent?limit=4')).pagination.total);
    // The other tests count every list: this one's goes.
    await ctx.db.execute(sql`delete from responses where question_id = ${other}`);
  });

  it('a numbered page carries the total; past the last page, an empty page and the total; a missing question, 404', async () => {
    const first = await get(`/api/questions/${questionId}/responses?limit=4`);
    const second = await get(`/api/questions/${questionId}/responses?page=2&limit=4`);
    expect(second.pagination.total).toBe(first.pagination.total);
    expect(second.responses).toHaveLength(4);
    const past = await get(`/api/questions/${questionId}/responses?page=50&limit=4`);
    expect(past.responses).toEqual([]);
    expect(past.pagination.total).toBe(first.pagination.total);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/questions/999999/responses?page=2&limit=4',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('the recent feed, signed in: the same rows, and isLiked right on every page', async () => {
    await expectCursorWalkEqualsPages('/api/responses/recent', 3, viewer.cookie);
    let at = await get('/api/responses/recent?limit=3', viewer.cookie);
    const likedSeen: boolean[] = [];
    for (;;) {
      for (const r of at.responses ?? []) {
        expect(r.isLiked).toBe(r.id % 3 === 0);
        likedSeen.push(r.isLiked);
      }
      if (!at.pagination.nextCursor) break;
      at = await get(
        `/api/responses/recent?page=${at.pagination.page + 1}&limit=3&cursor=${at.pagination.nextCursor}`,
        viewer.cookie,
      );
    }
    expect(likedSeen).toContain(true);
    expect(likedSeen).toContain(false);
  });

  it("a member's Answers tab, as the owner and as others; the Liked tab", async () => {
    const owner = await signIn(ctx.db, star);
    expect(await expectCursorWalkEqualsPages(`/api/users/${star.username}/responses`, 1, owner)).toHaveLength(
      4,
    );
    const others = await expectCursorWalkEqualsPages(`/api/users/${star.username}/responses`, 1);
    expect(others).toHaveLength(3);
    await expectCursorWalkEqualsPages(`/api/users/${star.username}/liked`, 4);
    await expectCursorWalkEqualsPages(`/api/users/${star.username}/liked`, 4, viewer.cookie);
  });

  it('the followers and following lists', async () => {
    expect(await expectCursorWalkEqualsPages(`/api/users/${star.username}/followers`, 4)).toHaveLength(
      MEMBERS,
    );
    expect(await expectCursorWalkEqualsPages(`/api/users/${star.username}/following`, 5)).toHaveLength(
      MEMBERS,
    );
  });

  it('a response saved between two pages shows on neither page twice', async () => {
    const first = await get(`/api/questions/${questionId}/responses?limit=4`);
    const newcomer = await createUser(ctx.db);
    await ctx.db.execute(sql`
      insert into responses (question_id, user_id, answers) values (${questionId}, ${newcomer.id}, array['A','B','C','D','E'])`);
    const second = await get(
      `/api/questions/${questionId}/responses?page=2&limit=4&cursor=${first.pagination.nextCursor}`,
    );
    expect(idsOf(second).some((id) => idsOf(first).includes(id))).toBe(false);
    // By number alone, the newest row pushes the first page's last row onto page 2.
    const shifted = await get(`/api/questions/${questionId}/responses?page=2&limit=4`);
    expect(idsOf(shifted)[0]).toBe(idsOf(first)[3]);
  });

  it.each(['bm90LWEtY3Vyc29y', 'x', '..', 'MTIzOjA'])(
    'a cursor we did not hand out (%s) is a 400',
    async (cursor) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/responses/recent?page=2&cursor=${cursor}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid cursor' });
    },
  );
});
