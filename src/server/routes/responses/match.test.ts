/**
 * GET /api/responses/:id/match on a small question whose figures are worked out by hand below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseMatch } from '../../../shared/api/responses.js';
import type { UserRow } from '../../db/schema/index.js';
import { submitAnswer } from '../../services/answers/submit-answer.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createUser, signIn } from '../../test/factories.js';

let ctx: TestContext;
let questionId: number;
const ids: number[] = [];
let owner: UserRow;
let privateId: number;

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  ctx = await createTestContext();
  questionId = (await createQuestion(ctx.db, { title: 'Top 5 bands' })).id;
  const lists = [
    ['Queen', 'ABBA', 'Blur', 'Oasis', 'Pulp'],
    ['queen', 'Blur', 'ABBA', 'Muse', 'Suede'],
    ['ABBA', 'Queen', 'Oasis', 'Blur', 'Muse'],
    ['Queen', 'Oasis', 'Muse', 'Abba', 'Toto'],
    ['Blur', 'Queen', 'Toto', 'Muse', 'Pulp'],
    ['Toto', 'ABBA', 'Queen', 'Keane', 'Muse'],
  ];
  for (const answers of lists) {
    const user = await createUser(ctx.db);
    ids.push((await submitAnswer(ctx.db, { questionId, user, answers, isPublic: true })).responseId);
  }
  owner = await createUser(ctx.db);
  privateId = (
    await submitAnswer(ctx.db, {
      questionId,
      user: owner,
      answers: ['Queen', 'Suede', 'Keane', 'Toto', 'Muse'],
      isPublic: false,
    })
  ).responseId;
});
afterAll(() => ctx.close());

// Points (rank 1 = 5 ... rank 5 = 1) and lists naming each, over the six public lists (one private list does
// not join the results until five are counted, decision 067): Queen 26/6, ABBA 18/5, Blur 14/4, Muse 9/5,
// Oasis 9/3, Toto 9/3, Pulp 2/2, Keane 2/1, Suede 1/1. Crowd ranking: Queen, ABBA, Blur, Muse, Oasis (Muse
// has more lists than Oasis and Toto; Oasis comes before Toto by name), Toto, Pulp, Keane, Suede.
describe('GET /api/responses/:id/match', () => {
  it('scores a list against the crowd top 5, ranks each pick and names the rarest', async () => {
    const res = await get(`/api/responses/${ids[5]}/match`);
    expect(res.statusCode, res.body).toBe(200);
    // [toto, abba, queen, keane, muse] against [queen, abba, blur, muse, oasis], p = 0.9: shared within the
    // first d places X = 0, 1, 2, 2, 3; RBO_ext = (3/5)(0.9^5) + (0.1/0.9)(1/2*0.81 + 2/3*0.729 +
    // 2/4*0.6561 + 3/5*0.59049) = 0.354294 + 0.174816 = 0.529 -> 53%.
    expect(res.json<ResponseMatch>()).toEqual({
      responseId: ids[5],
      questionId,
      totalLists: 6,
      agreement: 53,
      crowdTop: ['Queen', 'ABBA', 'Blur', 'Muse', 'Oasis'],
      picks: [
        { answer: 'Toto', crowdRank: 6, lists: 3, share: 50 },
        { answer: 'ABBA', crowdRank: 2, lists: 5, share: 83.3 },
        { answer: 'Queen', crowdRank: 1, lists: 6, share: 100 },
        { answer: 'Keane', crowdRank: 8, lists: 1, share: 16.7 },
        { answer: 'Muse', crowdRank: 4, lists: 5, share: 83.3 },
      ],
      rarest: { answer: 'Keane', crowdRank: 8, lists: 1, share: 16.7 },
    });
  });

  it('a list close to the crowd scores high', async () => {
    // [queen, abba, blur, oasis, pulp]: X = 1, 2, 3, 3, 4; (4/5)(0.59049) + (0.1/0.9)(0.9 + 0.81 + 0.729 +
    // 3/4*0.6561 + 4/5*0.59049) = 0.472392 + 0.378163 = 0.851 -> 85%. Pulp: 2 of 6 lists.
    const match = (await get(`/api/responses/${ids[0]}/match`)).json<ResponseMatch>();
    expect(match.agreement).toBe(85);
    expect(match.picks.map((p) => p.crowdRank)).toEqual([1, 2, 3, 5, 7]);
    expect(match.rarest).toEqual({ answer: 'Pulp', crowdRank: 7, lists: 2, share: 33.3 });
  });

  it("a private list's match is its author's only; a pick no counted list names is at 0%", async () => {
    expect((await get(`/api/responses/${privateId}/match`)).statusCode).toBe(404);
    const other = await signIn(ctx.db, await createUser(ctx.db));
    const refused = await get(`/api/responses/${privateId}/match`, other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Response not found' });
    const res = await get(`/api/responses/${privateId}/match`, await signIn(ctx.db, owner));
    expect(res.statusCode, res.body).toBe(200);
    const match = res.json<ResponseMatch>();
    expect(match.totalLists).toBe(6);
    expect(match.picks.map((p) => [p.answer, p.crowdRank, p.lists])).toEqual([
      ['Queen', 1, 6],
      ['Suede', 9, 1],
      ['Keane', 8, 1],
      ['Toto', 6, 3],
      ['Muse', 4, 5],
    ]);
    expect(match.rarest?.answer).toBe('Suede');
  });

  it('a lone list on a new question has no crowd to match yet', async () => {
    const lonely = (await createQuestion(ctx.db)).id;
    const { responseId } = await submitAnswer(ctx.db, {
      questionId: lonely,
      user: owner,
      answers: ['A', 'B', 'C', 'D', 'E'],
      isPublic: false,
    });
    const match = (
      await get(`/api/responses/${responseId}/match`, await signIn(ctx.db, owner))
    ).json<ResponseMatch>();
    expect(match).toMatchObject({ totalLists: 0, agreement: null, crowdTop: [], rarest: null });
    expect(match.picks.every((p) => p.crowdRank === null && p.lists === 0)).toBe(true);
  });

  it("a visitor's kept match follows the crowd: a new list moves it at once", async () => {
    const before = (await get(`/api/responses/${ids[0]}/match`)).json<ResponseMatch>();
    expect(before.totalLists).toBe(6);
    await submitAnswer(ctx.db, {
      questionId,
      user: await createUser(ctx.db),
      answers: ['Pulp', 'Keane', 'Suede', 'Toto', 'Oasis'],
      isPublic: true,
    });
    const after = (await get(`/api/responses/${ids[0]}/match`)).json<ResponseMatch>();
    // Now Queen 26, ABBA 18, Blur 14, Toto 11, Oasis 10, Muse 9, Pulp 7 (3 of 7 lists, 42.9%).
    expect(after.totalLists).toBe(7);
    expect(after.crowdTop).toEqual(['Queen', 'ABBA', 'Blur', 'Toto', 'Oasis']);
    expect(after.rarest).toEqual({ answer: 'Pulp', crowdRank: 7, lists: 3, share: 42.9 });
  });

  it("reads a pick beyond the crowd's top 100 by its key: no rank, its lists counted", async () => {
    // 21 lists of five items each, none shared: 105 items, and Z is named by one list as its fifth pick.
    const wide = (await createQuestion(ctx.db)).id;
    let last = 0;
    for (let list = 0; list < 21; list++) {
      const answers = Array.from({ length: 5 }, (_, i) =>
        list === 20 && i === 4 ? 'Z' : `Item ${list}-${i}`,
      );
      const user = await createUser(ctx.db);
      last = (await submitAnswer(ctx.db, { questionId: wide, user, answers, isPublic: true })).responseId;
    }
    const match = (await get(`/api/responses/${last}/match`)).json<ResponseMatch>();
    expect(match.totalLists).toBe(21);
    // Ties on 1 point and 1 list are ranked by key: 'item 0-4' ... come before 'z', the 105th.
    expect(match.picks[4]).toEqual({ answer: 'Z', crowdRank: null, lists: 1, share: 4.8 });
    expect(match.rarest?.lists).toBe(1);
  });

  it('answers 404 for a response that does not exist and 400 for a bad id', async () => {
    expect((await get('/api/responses/999999/match')).statusCode).toBe(404);
    expect((await get('/api/responses/abc/match')).statusCode).toBe(400);
  });
});
