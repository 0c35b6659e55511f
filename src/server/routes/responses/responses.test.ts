import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../../shared/api/questions.js';
import type { ResponsePage } from '../../../shared/api/responses.js';
import type { QuestionResults } from '../../../shared/api/results.js';
import { likes, type UserRow } from '../../db/schema/index.js';
import { hideResponse } from '../../services/answers/hide-response.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';

let ctx: TestContext;
const members: { user: UserRow; cookie: string }[] = [];
let questionId: number;
let otherQuestionId: number;
/** Response ids by member index. */
const saved: number[] = [];
let hiddenId: number;

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const answer = async (i: number, qid: number, isPublic: boolean, answerImages?: string[]) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/questions/${qid}/answer`,
    headers: { cookie: members[i].cookie },
    payload: { answers: [`Song ${i}`, 'Hey Jude', 'Creep', 'Hurt', 'Jolene'], answerImages, isPublic },
  });
  return res.json().responseId as number;
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (let i = 0; i < 6; i++) members.push(await createSignedInUser(ctx.db, { displayName: `Fan ${i}` }));
  questionId = (await createQuestion(ctx.db, { title: 'Top 5 songs' })).id;
  otherQuestionId = (await createQuestion(ctx.db, { title: 'Top 5 albums' })).id;
  // Members 0-3 answer publicly (0 with images), 4 privately, 5 publicly but is then hidden by a report.
  const images = ['https://img.example/1.jpg', '', '', '', ''];
  for (let i = 0; i < 6; i++) saved.push(await answer(i, questionId, i !== 4, i === 0 ? images : undefined));
  hiddenId = saved[5];
  await hideResponse(ctx.db, hiddenId);
  await answer(1, otherQuestionId, true);
  await ctx.db.insert(likes).values({ responseId: saved[2], userId: members[0].user.id });
});
afterAll(() => ctx.close());

describe('GET /api/questions/:id/responses', () => {
  it('lists public responses newest first, in the spec shape, without private or hidden ones', async () => {
    const res = await get(`/api/questions/${questionId}/responses`);
    expect(res.statusCode).toBe(200);
    const page = res.json<ResponsePage>();
    expect(page.responses.map((r) => r.id)).toEqual([saved[3], saved[2], saved[1], saved[0]]);
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1, nextCursor: null });
    const first = page.responses[3];
    expect(first).toEqual({
      id: saved[0],
      questionId,
      user: {
        id: members[0].user.id,
        username: members[0].user.username,
        displayName: 'Fan 0',
        profilePicture: null,
      },
      question: { id: questionId, title: 'Top 5 songs' },
      answers: ['Song 0', 'Hey Jude', 'Creep', 'Hurt', 'Jolene'],
      // Another site's image is fetched in the background: until our copy is ready, no image ('').
      answerImages: ['', '', '', '', ''],
      isPublic: true,
      isHidden: false,
      version: 1,
      likesCount: 0,
      isLiked: false,
      commentsCount: 0,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(page)).not.toContain('@example.test');
  });

  it('counts hidden responses nowhere, and a lone private list not yet (decision 067: five private at least)', async () => {
    const results = (await get(`/api/questions/${questionId}/results`)).json<QuestionResults>();
    expect(results.totalResponses).toBe(4);
    expect(results.results.map((r) => r.item)).toContain('Hey Jude');
    const detailed = (await get(`/api/questions/${questionId}/results/detailed`)).json<QuestionResults>();
    expect(detailed.results.map((r) => r.item)).not.toContain('Song 4');
    expect(detailed.results.map((r) => r.item)).not.toContain('Song 5');
    const question = (await get(`/api/questions/${questionId}`)).json<Question>();
    expect(question.answersCount).toBe(4);
  });

  it('tells the viewer which responses they like', async () => {
    const mine = (
      await get(`/api/questions/${questionId}/responses`, members[0].cookie)
    ).json<ResponsePage>();
    expect(mine.responses.filter((r) => r.isLiked).map((r) => r.id)).toEqual([saved[2]]);
    const other = (
      await get(`/api/questions/${questionId}/responses`, members[1].cookie)
    ).json<ResponsePage>();
    expect(other.responses.some((r) => r.isLiked)).toBe(false);
  });

  it('pages with page and limit, refusing a limit over 50', async () => {
    const page2 = (await get(`/api/questions/${questionId}/responses?page=2&limit=3`)).json<ResponsePage>();
    expect(page2.responses.map((r) => r.id)).toEqual([saved[0]]);
    expect(page2.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2, nextCursor: null });
    const big = await get(`/api/questions/${questionId}/responses?limit=500`);
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ error: 'Limit must be at most 50' });
  });

  it('moves a response in and out of the feed when it turns private or public', async () => {
    await answer(3, questionId, false);
    let page = (await get(`/api/questions/${questionId}/responses`)).json<ResponsePage>();
    expect(page.responses.map((r) => r.id)).not.toContain(saved[3]);
    expect(page.pagination.total).toBe(3);
    await answer(3, questionId, true);
    page = (await get(`/api/questions/${questionId}/responses`)).json<ResponsePage>();
    expect(page.responses[0]).toMatchObject({ id: saved[3], version: 3 });
    expect(page.pagination.total).toBe(4);
  });

  it('answers 404 for an unknown question', async () => {
    const res = await get('/api/questions/999999/responses');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Question not found' });
  });

  it('refuses an id that cannot be one with 400 "Invalid id"', async () => {
    for (const id of ['abc', '0', '3000000000']) {
      const res = await get(`/api/questions/${id}/responses`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid id' });
    }
  });
});

describe('GET /api/responses/recent', () => {
  it('lists public responses of every question, newest first, with a stored total', async () => {
    const page = (await get('/api/responses/recent?limit=2')).json<ResponsePage>();
    expect(page.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 5,
      totalPages: 3,
      nextCursor: expect.any(String),
    });
    expect(page.responses[0].question).toEqual({ id: otherQuestionId, title: 'Top 5 albums' });
    const all = (await get('/api/responses/recent')).json<ResponsePage>();
    expect(all.responses.map((r) => r.id)).not.toContain(saved[4]);
    expect(all.responses.map((r) => r.id)).not.toContain(hiddenId);
    const times = all.responses.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a page that cannot be one with 400 "Invalid page"', async () => {
    const res = await get('/api/responses/recent?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid page' });
  });
});
