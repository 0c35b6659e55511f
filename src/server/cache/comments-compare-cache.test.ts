/**
 * The reads kept by decision 042: a response's first page of comments and a comparison of two members. Each
 * is answered from memory when nothing changed, and shows every write that changes it on the next read: a
 * comment added or deleted, a commenter's new name, the response made private; either member's new answer,
 * edit, list made private or hidden, a deleted answer, a question's new title. Only public lists are compared.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { questions } from '../db/schema/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createQuestion, createSignedInUser } from '../test/factories.js';
import { markHidden } from '../test/social-kit.js';

let ctx: TestContext;
type Member = Awaited<ReturnType<typeof createSignedInUser>>;
let author: Member;
let reader: Member;
let admin: Member;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createSignedInUser(ctx.db);
  reader = await createSignedInUser(ctx.db);
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
  await vi.waitFor(() => expect(ctx.app.readCache.connected).toBe(true), { timeout: 5000 });
});
afterAll(() => ctx.close());

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const answer = (questionId: number, who: Member, answers: string[], isPublic = true) =>
  send('POST', `/api/questions/${questionId}/answer`, who.cookie, { answers, isPublic });

/** Reads answered from memory and from the database, by both caches (deeper pages are in the page cache). */
const stats = () => ({
  hits: ctx.app.readCache.stats.hits + ctx.app.pageCache.stats.hits,
  misses: ctx.app.readCache.stats.misses + ctx.app.pageCache.stats.misses,
});

/** Reads `url` until a repeated read is answered from memory (a fresh write's notification may drop one). */
async function expectKept(url: string, cookie?: string) {
  await vi.waitFor(async () => {
    expect((await get(url, cookie)).statusCode).toBe(200);
    const { hits, misses } = stats();
    expect((await get(url, cookie)).statusCode).toBe(200);
    expect(stats()).toEqual({ hits: hits + 1, misses });
  });
}

async function answered(questionId: number, who: Member, answers: string[]): Promise<number> {
  const saved = await answer(questionId, who, answers);
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().responseId as number;
}

const LIST = ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'];

/** Two members who gave the same list to `n` new questions, and the first one's comparison with the second. */
async function pairSharing(n: number) {
  const me = await createSignedInUser(ctx.db);
  const them = await createSignedInUser(ctx.db);
  const questionIds: number[] = [];
  for (let i = 0; i < n; i++) {
    const { id } = await createQuestion(ctx.db);
    await answered(id, me, LIST);
    await answered(id, them, LIST);
    questionIds.push(id);
  }
  return { me, them, questionIds, url: `/api/users/${them.user.username}/compare` };
}

describe("a response's comments from the read cache", () => {
  it('shows a comment added and deleted, a new name, and the response made private, on the next read', async () => {
    const { id } = await createQuestion(ctx.db);
    const responseId = await answered(id, author, LIST);
    const url = `/api/responses/${responseId}/comments`;
    await expectKept(url);
    expect((await get(url)).json()).toMatchObject({ comments: [], pagination: { total: 0 } });

    const posted = await send('POST', url, reader.cookie, { content: 'Great list' });
    expect(posted.statusCode).toBe(201);
    const first = (await get(url)).json();
    expect(first.comments).toMatchObject([{ id: posted.json().id, content: 'Great list' }]);
    expect(first.pagination).toMatchObject({ total: 1, nextCursor: null });
    // Members get what visitors get, with the same validator.
    await expectKept(url, author.cookie);
    const visitor = await get(url);
    const member = await get(url, author.cookie);
    expect(member.body).toBe(visitor.body);
    expect(member.headers.etag).toBe(visitor.headers.etag);
    expect((await get(url, undefined, { 'if-none-match': String(visitor.headers.etag) })).statusCode).toBe(
      304,
    );

    const renamed = await send('PATCH', '/api/users/profile', reader.cookie, { displayName: 'Reader Two' });
    expect(renamed.statusCode).toBe(200);
    expect((await get(url)).json().comments[0].user.displayName).toBe('Reader Two');

    await expectKept(url);
    const second = await send('POST', url, admin.cookie, { content: 'Agreed' });
    expect(second.statusCode).toBe(201);
    expect((await get(url)).json().comments.map((c: { content: string }) => c.content)).toEqual([
      'Great list',
      'Agreed',
    ]);
    await expectKept(url);
    expect((await send('DELETE', `/api/comments/${posted.json().id}`, reader.cookie)).statusCode).toBe(200);
    const after = (await get(url)).json();
    expect(after.comments.map((c: { content: string }) => c.content)).toEqual(['Agreed']);
    expect(after.pagination.total).toBe(1);

    await expectKept(url);
    expect((await answer(id, author, LIST, false)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, reader.cookie)).statusCode).toBe(404);
    const own = await get(url, author.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().comments).toHaveLength(1);
  });

  it('keeps each page size apart, reads later pages from the database, and drops a hidden response', async () => {
    const { id } = await createQuestion(ctx.db);
    const responseId = await answered(id, author, LIST);
    const url = `/api/responses/${responseId}/comments`;
    for (const content of ['one', 'two', 'three']) {
      expect((await send('POST', url, reader.cookie, { content })).statusCode).toBe(201);
    }
    await expectKept(`${url}?limit=2`);
    const page = (await get(`${url}?limit=2`)).json();
    expect(page.comments.map((c: { content: string }) => c.content)).toEqual(['one', 'two']);
    expect((await get(url)).json().comments).toHaveLength(3);

    const { hits } = ctx.app.readCache.stats;
    const next = await get(`${url}?limit=2&cursor=${encodeURIComponent(page.pagination.nextCursor)}`);
    expect(next.json().comments.map((c: { content: string }) => c.content)).toEqual(['three']);
    expect(ctx.app.readCache.stats.hits).toBe(hits);

    await markHidden(ctx.db, responseId);
    expect((await get(`${url}?limit=2`)).statusCode).toBe(404);
    expect((await get(url, reader.cookie)).statusCode).toBe(404);
    expect((await get(url, admin.cookie)).statusCode).toBe(200);
  });
});

describe('a comparison from the read cache', () => {
  it("shows either member's new answer, edit, private or hidden list and deletion on the next read", async () => {
    const me = await createSignedInUser(ctx.db);
    const them = await createSignedInUser(ctx.db);
    const url = `/api/users/${them.user.username}/compare`;
    const [a, b, c] = [
      await createQuestion(ctx.db),
      await createQuestion(ctx.db),
      await createQuestion(ctx.db),
    ];
    await answered(a.id, me, LIST);
    const theirA = await answered(a.id, them, LIST);
    await expectKept(url, me.cookie);
    const first = await get(url, me.cookie);
    expect(first.json()).toMatchObject({ sharedQuestions: 1, overallScore: 1 });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await get(url, me.cookie, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    // Their new answer to a question I answered, then mine to one they answered.
    await answered(b.id, me, LIST);
    await answered(b.id, them, ['Heat', 'Alien', 'Fargo', 'Se7en', 'Ran']);
    expect((await get(url, me.cookie)).json().sharedQuestions).toBe(2);
    await expectKept(url, me.cookie);
    const theirC = await answered(c.id, them, LIST);
    await answered(c.id, me, LIST);
    expect((await get(url, me.cookie)).json().sharedQuestions).toBe(3);

    // My edit.
    await expectKept(url, me.cookie);
    await answered(a.id, me, ['Jaws', 'Rocky', 'Up', 'Big', 'Heat']);
    const edited = (await get(url, me.cookie)).json();
    const onA = edited.questions.find((q: { question: { id: number } }) => q.question.id === a.id);
    expect(onA).toMatchObject({ mine: ['Jaws', 'Rocky', 'Up', 'Big', 'Heat'], shared: ['Heat'] });

    // A question's new title.
    await expectKept(url, me.cookie);
    await ctx.db.update(questions).set({ title: 'Top 5 renamed' }).where(eq(questions.id, b.id));
    const titled = (await get(url, me.cookie)).json();
    expect(
      titled.questions.find((q: { question: { id: number } }) => q.question.id === b.id).question.title,
    ).toBe('Top 5 renamed');

    // Their list made private: never shown, not counted.
    await expectKept(url, me.cookie);
    expect((await answer(b.id, them, LIST, false)).statusCode).toBe(200);
    const privately = (await get(url, me.cookie)).json();
    expect(privately.sharedQuestions).toBe(2);
    expect(privately.questions.map((q: { question: { id: number } }) => q.question.id)).not.toContain(b.id);
    expect(JSON.stringify(privately)).not.toContain('Top 5 renamed');

    // Hidden by a moderator, then deleted by an admin.
    await expectKept(url, me.cookie);
    await markHidden(ctx.db, theirC);
    expect((await get(url, me.cookie)).json().sharedQuestions).toBe(1);
    await expectKept(url, me.cookie);
    expect((await send('DELETE', `/api/admin/responses/${theirA}`, admin.cookie)).statusCode).toBe(200);
    expect((await get(url, me.cookie)).json()).toMatchObject({
      sharedQuestions: 0,
      questions: [],
      overallScore: null,
    });
  });

  it("reads the pair's count and score once for all its pages, and again after either member answers", async () => {
    const { me, them, url } = await pairSharing(3);
    // A page not read before: its own read misses; the member named and the pair's count, score and order are
    // answered from memory.
    let limit = 1;
    const anotherPage = async () => {
      await expectKept(url, me.cookie);
      const { hits, misses } = ctx.app.readCache.stats;
      const deep = { ...ctx.app.pageCache.stats };
      const page = await get(`${url}?page=2&limit=${limit++}`, me.cookie);
      expect(page.json().sharedQuestions).toBe(3);
      expect(ctx.app.readCache.stats).toEqual({ hits: hits + 2, misses });
      expect(ctx.app.pageCache.stats).toEqual({ hits: deep.hits, misses: deep.misses + 1 });
    };
    await vi.waitFor(anotherPage);
    // Their new answer on a question I answered drops the pair's summary with the pages.
    const { id } = await createQuestion(ctx.db);
    await answered(id, me, LIST);
    await answered(id, them, ['Heat', 'Alien', 'Fargo', 'Se7en', 'Ran']);
    await vi.waitFor(async () =>
      expect((await get(`${url}?page=3&limit=${limit++}`, me.cookie)).json().sharedQuestions).toBe(4),
    );
  });

  it('pages the shared questions by the later of the two answers, and an edit moves its question first', async () => {
    const { me, them, questionIds, url } = await pairSharing(4);
    const firstOfPages = async () => {
      const ids = [];
      for (let page = 1; page <= 4; page++) {
        const { questions } = (await get(`${url}?page=${page}&limit=1`, me.cookie)).json();
        ids.push(questions[0]?.question.id);
      }
      return ids;
    };
    await vi.waitFor(async () => expect(await firstOfPages()).toEqual([...questionIds].reverse()));
    // Their edit of the oldest shared question makes it the most recent; my edit of the second one then does.
    await answered(questionIds[0], them, ['Heat', 'Alien', 'Fargo', 'Se7en', 'Ran']);
    const [a, b, c, d] = questionIds;
    await vi.waitFor(async () => expect(await firstOfPages()).toEqual([a, d, c, b]));
    await answered(questionIds[1], me, ['Ran', 'Alien', 'Heat', 'Fargo', 'Se7en']);
    await vi.waitFor(async () => expect(await firstOfPages()).toEqual([b, a, d, c]));
    // A list made private leaves the pages, the next ones move up, and the last page is empty.
    const privately = await send('POST', `/api/questions/${d}/answer`, them.cookie, {
      answers: LIST,
      isPublic: false,
    });
    expect(privately.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await firstOfPages()).toEqual([b, a, c, undefined]));
  });

  it('keeps each member their own comparison, each page apart, and shows a new name', async () => {
    const { me, them, url } = await pairSharing(3);
    const other = await createSignedInUser(ctx.db);
    await expectKept(url, me.cookie);
    await expectKept(`${url}?page=2&limit=2`, me.cookie);
    expect((await get(url, me.cookie)).json().sharedQuestions).toBe(3);
    expect((await get(`${url}?page=2&limit=2`, me.cookie)).json().questions).toHaveLength(1);
    const theirs = (await get(`/api/users/${them.user.username.toUpperCase()}/compare`, other.cookie)).json();
    expect(theirs).toMatchObject({ me: { id: other.user.id }, sharedQuestions: 0 });
    expect((await get(`/api/users/${me.user.username}/compare`, me.cookie)).statusCode).toBe(400);

    await expectKept(url, me.cookie);
    const renamed = await send('PATCH', '/api/users/profile', them.cookie, { displayName: 'Them Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect((await get(url, me.cookie)).json().them.displayName).toBe('Them Renamed');
    await expectKept(url, me.cookie);
    expect(
      (await send('PATCH', '/api/users/profile', me.cookie, { displayName: 'Me Renamed' })).statusCode,
    ).toBe(200);
    expect((await get(url, me.cookie)).json().me.displayName).toBe('Me Renamed');
  });
});
