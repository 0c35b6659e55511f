/**
 * Results that cannot single anyone out: private lists join a question's results only once it has
 * PRIVATE_RESULTS_MIN_LISTS (5) lists in all; until then every view of the results is the public lists'.
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
    expect((await get<Question[]>('/api/questions/hot')).map((q) => q.id)).toContain(id);
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

describe('a question with 5 lists or more', () => {
  it('counts the private lists too, and leaves them out again when it drops below 5', async () => {
    const { id } = await createQuestion(ctx.db);
    const lists: number[] = [];
    for (let n = 0; n < 3; n++) lists.push(await answer(id, PRIVATE, false, 15));
    lists.push(await answer(id, PUBLIC, true));
    lists.push(await answer(id, PUBLIC, true));

    const five = await resultsOf(id);
    expect(five.results.totalResponses).toBe(5);
    // Points: Dune 15, Heat 12 (private), Up 10 (public), Alien 9 (private), Big 8 (public).
    expect(five.results.results.map((r) => r.item)).toEqual(['Dune', 'Heat', 'Up', 'Alien', 'Big']);
    expect(five.results.results[0]).toEqual({ item: 'Dune', percentage: 60, points: 15 });
    expect(five.demographics.groups.find((g) => g.ageGroup === '13-17')?.responses).toBe(3);
    expect(five.question.answersCount).toBe(5);
    expect(five.card?.topResults.map((r) => r.item)).toEqual(['Dune', 'Heat', 'Up']);

    // A report hides a public list: 4 lists remain, so the results are the one public list's again.
    await hideResponse(ctx.db, lists[3]);
    const four = await resultsOf(id);
    expect(four.results.totalResponses).toBe(1);
    expect(four.results.results).toEqual(PUBLIC.map((item, i) => ({ item, percentage: 100, points: 5 - i })));
    expect(four.demographics.groups.find((g) => g.ageGroup === '13-17')?.responses).toBe(0);
    expect(four.question.answersCount).toBe(1);
  });
});
