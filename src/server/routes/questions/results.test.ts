import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemographicResults, DetailedResults, QuestionResults } from '../../../shared/api/results.js';
import { submitAnswer } from '../../services/answers/submit-answer.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createUser } from '../../test/factories.js';

let ctx: TestContext;
let questionId: number;
const year = new Date().getUTCFullYear();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

beforeAll(async () => {
  ctx = await createTestContext();
  questionId = (await createQuestion(ctx.db, { title: 'Top 5 bands' })).id;
  const lists: [number, string[]][] = [
    // Five members aged about 30 and one aged about 15.
    [30, ['Queen', 'ABBA', 'Blur', 'Oasis', 'Pulp']],
    [30, ['queen', 'Blur', 'ABBA', 'Muse', 'Suede']],
    [30, ['ABBA', 'Queen', 'Oasis', 'Blur', 'Muse']],
    [30, ['Queen', 'Oasis', 'Muse', 'Abba', 'Toto']],
    [30, ['Blur', 'Queen', 'Toto', 'Muse', 'Pulp']],
    [15, ['Toto', 'ABBA', 'Queen', 'Keane', 'Muse']],
  ];
  for (const [age, answers] of lists) {
    const user = await createUser(ctx.db, { birthYear: year - age - 1, birthMonth: 1 });
    await submitAnswer(ctx.db, { questionId, user, answers, isPublic: true });
  }
});
afterAll(() => ctx.close());

describe('GET /api/questions/:id/results', () => {
  it('shows the current top 5 by points with percentages of the lists', async () => {
    const res = (await get(`/api/questions/${questionId}/results`)).json<QuestionResults>();
    // Points (rank 1 = 5 ... rank 5 = 1): Queen 26, ABBA 18, Blur 14, then Muse, Oasis and Toto at 9 each,
    // where Muse's 5 votes beat the others' 3 and Oasis comes before Toto by name.
    expect(res).toEqual({
      questionId,
      totalResponses: 6,
      results: [
        { item: 'Queen', percentage: 100, points: 26 },
        { item: 'ABBA', percentage: 83.3, points: 18 },
        { item: 'Blur', percentage: 66.7, points: 14 },
        { item: 'Muse', percentage: 83.3, points: 9 },
        { item: 'Oasis', percentage: 50, points: 9 },
      ],
    });
  });

  it('answers 404 for an unknown question', async () => {
    for (const path of ['results', 'results/detailed', 'results/demographics']) {
      const res = await get(`/api/questions/999999/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Question not found' });
    }
  });

  it('answers 400 "Invalid id" for an id that cannot be one', async () => {
    for (const path of ['results', 'results/detailed', 'results/demographics']) {
      const res = await get(`/api/questions/abc/${path}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid id' });
    }
  });

  it('shows an unanswered question with no results', async () => {
    const q = await createQuestion(ctx.db);
    expect((await get(`/api/questions/${q.id}/results`)).json()).toEqual({
      questionId: q.id,
      totalResponses: 0,
      results: [],
    });
  });
});

describe('GET /api/questions/:id/results/detailed', () => {
  it('shows votes, points and the most common rank (ties to the better rank)', async () => {
    const res = (await get(`/api/questions/${questionId}/results/detailed`)).json<DetailedResults>();
    expect(res.totalResponses).toBe(6);
    expect(res.results).toEqual([
      { item: 'Queen', percentage: 100, votes: 6, points: 26, mostCommonRank: 1 },
      { item: 'ABBA', percentage: 83.3, votes: 5, points: 18, mostCommonRank: 2 },
      { item: 'Blur', percentage: 66.7, votes: 4, points: 14, mostCommonRank: 1 },
      // Muse is named twice at rank 4 and twice at rank 5: the better rank wins.
      { item: 'Muse', percentage: 83.3, votes: 5, points: 9, mostCommonRank: 4 },
      { item: 'Oasis', percentage: 50, votes: 3, points: 9, mostCommonRank: 2 },
      { item: 'Toto', percentage: 50, votes: 3, points: 9, mostCommonRank: 1 },
      { item: 'Pulp', percentage: 33.3, votes: 2, points: 2, mostCommonRank: 5 },
      { item: 'Keane', percentage: 16.7, votes: 1, points: 2, mostCommonRank: 4 },
      { item: 'Suede', percentage: 16.7, votes: 1, points: 1, mostCommonRank: 5 },
    ]);
  });
});

describe('GET /api/questions/:id/results/demographics', () => {
  it('shows every age group in order, with a top 3 only where 5 or more members answered', async () => {
    const res = (await get(`/api/questions/${questionId}/results/demographics`)).json<DemographicResults>();
    expect(res.groups.map((g) => [g.ageGroup, g.responses])).toEqual([
      ['13-17', 1],
      ['18-24', 0],
      ['25-34', 5],
      ['35-44', 0],
      ['45-54', 0],
      ['55+', 0],
    ]);
    expect(res.groups[0].results).toEqual([]);
    expect(res.groups[2].results).toEqual([
      { item: 'Queen', percentage: 100, points: 23, votes: 5 },
      { item: 'ABBA', percentage: 80, points: 14, votes: 4 },
      { item: 'Blur', percentage: 80, points: 14, votes: 4 },
    ]);
  });
});
