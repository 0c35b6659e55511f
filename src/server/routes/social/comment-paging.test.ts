/**
 * GET /api/responses/:id/comments pages by keyset like the feeds (decision 036): oldest first, a bounded
 * page, `pagination.nextCursor` to read on from, and the stored count as the total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments as commentsTable, type UserRow } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, createUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
let members: { user: UserRow; cookie: string }[];
let admin: { user: UserRow; cookie: string };
let questionId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  members = await Promise.all([1, 2, 3].map(() => createSignedInUser(ctx.db)));
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
  questionId = (await createQuestion(ctx.db)).id;
});
afterAll(() => ctx.close());

interface Page {
  comments: { id: number; content: string }[];
  pagination: { page: number; limit: number; total: number; totalPages: number; nextCursor: string | null };
}

/** Posts `count` comments named `${prefix} 1`... in turn by the three members; their ids in order. */
async function postComments(responseId: number, prefix: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    const res = await call(ctx, 'POST', `/api/responses/${responseId}/comments`, members[i % 3].cookie, {
      content: `${prefix} ${i}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
  return ids;
}

async function getPage(responseId: number, query: string): Promise<Page> {
  const res = await call(ctx, 'GET', `/api/responses/${responseId}/comments?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every comment, reading page after page by cursor; the pages' sizes too. */
async function readAll(responseId: number, limit: number): Promise<{ ids: number[]; sizes: number[] }> {
  const ids: number[] = [];
  const sizes: number[] = [];
  let query = `limit=${limit}`;
  for (let page = 1; page < 100; page++) {
    const body = await getPage(responseId, query);
    expect(body.pagination.page).toBe(page);
    ids.push(...body.comments.map((c) => c.id));
    sizes.push(body.comments.length);
    if (!body.pagination.nextCursor) return { ids, sizes };
    query = `limit=${limit}&page=${page + 1}&cursor=${body.pagination.nextCursor}`;
  }
  throw new Error('the cursor never ended');
}

describe('GET /api/responses/:id/comments, paged', () => {
  it('answers the first 20, oldest first, with the stored count and a cursor to the rest', async () => {
    const responseId = await createResponse(ctx.db, await createUser(ctx.db), questionId);
    const ids = await postComments(responseId, 'Take', 23);
    const first = await getPage(responseId, '');
    expect(first.comments.map((c) => c.id)).toEqual(ids.slice(0, 20));
    expect(first.comments[0].content).toBe('Take 1');
    expect(first.pagination).toMatchObject({ page: 1, limit: 20, total: 23, totalPages: 2 });
    expect(first.pagination.nextCursor).toEqual(expect.any(String));

    const second = await getPage(responseId, `page=2&cursor=${first.pagination.nextCursor}`);
    expect(second.comments.map((c) => c.id)).toEqual(ids.slice(20));
    expect(second.pagination).toMatchObject({ page: 2, total: 23, nextCursor: null });
    // Without a cursor the page number counts from the top, to the same rows.
    expect((await getPage(responseId, 'page=2')).comments.map((c) => c.id)).toEqual(ids.slice(20));
  });

  it('walks every comment once, in order, whatever the page size', async () => {
    const responseId = await createResponse(ctx.db, await createUser(ctx.db), questionId);
    const ids = await postComments(responseId, 'Walk', 11);
    for (const limit of [1, 3, 5, 11, 50]) {
      const { ids: read, sizes } = await readAll(responseId, limit);
      expect(read).toEqual(ids);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(limit);
    }
  });

  it('breaks ties of the same instant by id, so no comment is skipped or repeated across a page edge', async () => {
    const author = await createUser(ctx.db);
    const responseId = await createResponse(ctx.db, author, questionId);
    const at = new Date('2026-05-01T12:00:00.123456Z');
    const rows = await ctx.db
      .insert(commentsTable)
      .values(
        ['a', 'b', 'c', 'd', 'e'].map((content) => ({
          responseId,
          userId: author.id,
          content,
          createdAt: at,
        })),
      )
      .returning({ id: commentsTable.id });
    const { ids } = await readAll(responseId, 2);
    expect(ids).toEqual(rows.map((row) => row.id).sort((x, y) => x - y));
  });

  it('reads on from the cursor with no repeat and no gap while comments are posted and deleted', async () => {
    const responseId = await createResponse(ctx.db, await createUser(ctx.db), questionId);
    const before = await postComments(responseId, 'Early', 12);

    const first = await getPage(responseId, 'limit=5');
    expect(first.comments.map((c) => c.id)).toEqual(before.slice(0, 5));
    // Meanwhile: three new comments, and one already read is deleted (an offset would now skip a row).
    const later = await postComments(responseId, 'Late', 3);
    expect((await call(ctx, 'DELETE', `/api/comments/${before[2]}`, admin.cookie)).statusCode).toBe(200);

    const second = await getPage(responseId, `limit=5&page=2&cursor=${first.pagination.nextCursor}`);
    expect(second.comments.map((c) => c.id)).toEqual(before.slice(5, 10));
    expect(second.pagination.total).toBe(14);
    const third = await getPage(responseId, `limit=5&page=3&cursor=${second.pagination.nextCursor}`);
    expect(third.comments.map((c) => c.id)).toEqual([...before.slice(10), ...later]);
    expect(third.pagination.nextCursor).toBeNull();
  });

  it.each([
    ['cursor=abc', 'Invalid cursor'],
    ['cursor=not%20a%20cursor', 'Invalid cursor'],
    [`cursor=${Buffer.from('12:99999999999').toString('base64url')}`, 'Invalid cursor'],
    [`cursor=${Buffer.from('12:0').toString('base64url')}`, 'Invalid cursor'],
    ['limit=51', 'Limit must be at most 50'],
    ['limit=0', 'Invalid limit'],
    ['page=0', 'Invalid page'],
  ])('answers 400 with a clear message for %s', async (query, error) => {
    const responseId = await createResponse(ctx.db, await createUser(ctx.db), questionId);
    const res = await call(ctx, 'GET', `/api/responses/${responseId}/comments?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error });
  });
});
