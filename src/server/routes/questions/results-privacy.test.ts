/**
 * Results that cannot single anyone out: private lists join a question's results only as a group of at least
 * PRIVATE_RESULTS_MIN_LISTS (5) counted private lists, and never its age groups (decision 067); until then
 * every view of the results is the public lists'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question, QuestionList } from '../../../shared/api/questions.js';
import type { DemographicResults, DetailedResults, QuestionResults } from '../../../shared/api/results.js';
import { hideResponse } from '../../services/answers/hide-response.js';
import { submitAnswer } from '../../services/answers/submit-answer.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createUser } from '../../test/factories.js';

let ctx: TestContext;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = async <T>(url: string) => (await ctx.app.inject({ method: 'GET', url })).json<T>();

async function answer(questionId: number, answers: string[], isPublic: boolean, age = 30) {
  const user = await createUser(ctx.db, { birthYear: year - age - 1, birthMonth: 1 });
  return (await submitAnswer(ctx.db, { questionId, user, answers, isPublic })).responseId;
}

/** Everything a visitor can read about the question's results. */
async function resultsOf(questionId: number) {
  const list = await get<QuestionList>('/api/questions?limit=100');
  return {
    results: await get<QuestionResults>(`/api/questions/${questionId}/results`),
    detailed: await get<DetailedResults>(`/api/questions/${questionId}/results/detailed`),
    demographics: await get<DemographicResults>(`/api/questions/${questionId}/results/demographics`),
    question: await get<Question>(`/api/questions/${questionId}`),
    card: list.questions.find((q) => q.id === questionId),
  };
}

const PRIVATE = ['Dune', 'Heat', 'Alien', 'Fargo', 'Ran'];
const PUBLIC = ['Up', 'Big', 'Coco', 'Her', 'Jaws'];

describe('a question with fewer than 5 lists', () => {
  it('shows nothing of a lone private list: no items, no rank, no count, no age group', async () => {
    const { id } = await createQuestion(ctx.db);
    await answer(id, PRIVATE, false, 15);
    const seen = await resultsOf(id);
    expect(seen.results).toEqual({ questionId: id, totalResponses: 0, results: [] });
    expect(seen.detailed).toEqual({ questionId: id, totalResponses: 0, results: [] });
    expect(seen.demographics.groups.every((g) => g.responses === 0 && g.results.length === 0)).toBe(true);
    expect(seen.question.answersCount).toBe(0);
    expect(seen.question.topResults).toEqual([]);
    expect(seen.card?.answersCount).toBe(0);
    expect(seen.card?.topResults).toEqual([]);
    // Nor is it hot, which would tell that someone answered it.
    const hot = await get<Question[]>('/api/questions/hot');
    expect(hot.map((q) => q.id)).not.toContain(id);
    await answer(id, PUBLIC, true);
    // Lists an answer moves follow it within a second (decision 088).
    await expect
      .poll(async () => (await get<Question[]>('/api/questions/hot')).map((q) => q.id), { timeout: 3000 })
      .toContain(id);
  });

  it('shows the public lists alone beside private ones', async () => {
    const { id } = await createQuestion(ctx.db);
    await answer(id, PUBLIC, true);
    await answer(id, PUBLIC, true);
    await answer(id, PRIVATE, false, 15);
    await answer(id, PRIVATE, false, 15);
    const seen = await resultsOf(id);
    expect(seen.results.totalResponses).toBe(2);
    expect(seen.results.results.map((r) => r.item)).toEqual(PUBLIC);
    expect(seen.detailed.results.map((r) => [r.item, r.votes, r.mostCommonRank])).toEqual(
      PUBLIC.map((item, i) => [item, 2, i + 1]),
    );
    const groups = Object.fromEntries(seen.demographics.groups.map((g) => [g.ageGroup, g.responses]));
    expect(groups['13-17']).toBe(0);
    expect(groups['25-34']).toBe(2);
    expect(seen.question.answersCount).toBe(2);
    expect(seen.card?.answersCount).toBe(2);
    expect(seen.card?.topResults.map((r) => r.item)).toEqual(PUBLIC.slice(0, 3));
  });
});

describe('private lists as a group (decision 067)', () => {
  it('stay out while fewer than 5 private lists count, however many lists there are', async () => {
    // The attack of issue 22: one private list beside four (or any number of) public ones.
    const { id } = await createQuestion(ctx.db);
    await answer(id, PRIVATE, false, 60);
    for (let n = 0; n < 4; n++) await answer(id, PUBLIC, true);
    const seen = await resultsOf(id);
    expect(seen.results.totalResponses).toBe(4);
    expect(seen.results.results.map((r) => r.item)).toEqual(PUBLIC);
    expect(seen.detailed.results.map((r) => r.votes)).toEqual([4, 4, 4, 4, 4]);
    expect(seen.demographics.groups.find((g) => g.ageGroup === '55+')?.responses).toBe(0);
    expect(seen.question.answersCount).toBe(4);
  });

  it('join from 5 private lists, never in the age groups, and leave again below 5', async () => {
    const { id } = await createQuestion(ctx.db);
    const lists: number[] = [];
    for (let n = 0; n < 5; n++) lists.push(await answer(id, PRIVATE, false, 15));
    lists.push(await answer(id, PUBLIC, true));
    lists.push(await answer(id, PUBLIC, true));

    const seven = await resultsOf(id);
    expect(seven.results.totalResponses).toBe(7);
    // Points: Dune 25, Heat 20 (private), Alien 15 (private), Fargo 10 (private), Up 10 (public).
    expect(seven.results.results.map((r) => r.item)).toEqual(['Dune', 'Heat', 'Alien', 'Fargo', 'Up']);
    expect(seven.results.results[0]).toEqual({ item: 'Dune', percentage: 71.4, points: 25 });
    // Age groups show the public lists only.
    expect(seven.demographics.groups.find((g) => g.ageGroup === '13-17')?.responses).toBe(0);
    expect(seven.demographics.groups.find((g) => g.ageGroup === '25-34')?.responses).toBe(2);
    expect(seven.question.answersCount).toBe(7);
    expect(seven.card?.topResults.map((r) => r.item)).toEqual(['Dune', 'Heat', 'Alien']);

    // A report hides a private list: 4 private lists remain, so the results are the public lists' again.
    await hideResponse(ctx.db, lists[0]);
    const four = await resultsOf(id);
    expect(four.results.totalResponses).toBe(2);
    expect(four.results.results).toEqual(
      PUBLIC.map((item, i) => ({ item, percentage: 100, points: 2 * (5 - i) })),
    );
    expect(four.question.answersCount).toBe(2);
  });
});
