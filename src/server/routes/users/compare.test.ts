import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.js';
import { compareLists, overallScore } from '../../services/compare/compare.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { call, createResponse, markHidden } from '../../test/social-kit.js';

let ctx: TestContext;
let me: { user: UserRow; cookie: string };
let them: { user: UserRow; cookie: string };
const q: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  me = await createSignedInUser(ctx.db);
  them = await createSignedInUser(ctx.db);
  for (const name of ['same', 'swapped', 'firstOnly', 'private', 'hidden', 'onlyMine']) {
    q[name] = (await createQuestion(ctx.db, { title: `Top 5 ${name}` })).id;
  }
  const mine = ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'];
  // Identical, up to spelling: item keys ignore case and spacing. Score 1.
  await createResponse(ctx.db, me.user, q.same, { answers: mine });
  await createResponse(ctx.db, them.user, q.same, { answers: ['alien', ' HEAT', 'Fargo ', 'se7en', 'ran'] });
  // The first two swapped. Score exactly 0.9 (worked in src/shared/rbo.test.ts).
  await createResponse(ctx.db, me.user, q.swapped, { answers: mine });
  await createResponse(ctx.db, them.user, q.swapped, { answers: ['Heat', 'Alien', 'Fargo', 'Se7en', 'Ran'] });
  // Only the first item shared. Score 0.321445 (worked in src/shared/rbo.test.ts).
  await createResponse(ctx.db, me.user, q.firstOnly, { answers: mine });
  await createResponse(ctx.db, them.user, q.firstOnly, { answers: ['Alien', 'Jaws', 'Rocky', 'Up', 'Big'] });
  // Not compared: one side private, one side hidden, or answered by me only.
  await createResponse(ctx.db, me.user, q.private, { answers: mine });
  await createResponse(ctx.db, them.user, q.private, { answers: mine, isPublic: false });
  await createResponse(ctx.db, me.user, q.hidden, { answers: mine });
  await markHidden(ctx.db, await createResponse(ctx.db, them.user, q.hidden, { answers: mine }));
  await createResponse(ctx.db, me.user, q.onlyMine, { answers: mine });
});
afterAll(() => ctx.close());

describe('GET /api/users/:username/compare', () => {
  it('asks a visitor to sign in', async () => {
    expect((await call(ctx, 'GET', `/api/users/${them.user.username}/compare`)).statusCode).toBe(401);
  });

  it('refuses comparing with yourself, and answers 404 for an unknown member', async () => {
    const self = await call(ctx, 'GET', `/api/users/${me.user.username}/compare`, me.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'You cannot compare with yourself' });
    expect((await call(ctx, 'GET', '/api/users/nobody_here/compare', me.cookie)).statusCode).toBe(404);
  });

  it('compares the questions both answered publicly, with the hand-worked scores', async () => {
    const res = await call(ctx, 'GET', `/api/users/${them.user.username}/compare`, me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.me).toEqual({
      id: me.user.id,
      username: me.user.username,
      displayName: me.user.displayName,
      profilePicture: null,
    });
    expect(body.them.id).toBe(them.user.id);
    expect(body.sharedQuestions).toBe(3);
    const byQuestion = Object.fromEntries(
      body.questions.map((c: { question: { id: number } }) => [c.question.id, c]),
    );
    expect(Object.keys(byQuestion).map(Number).sort()).toEqual([q.same, q.swapped, q.firstOnly].sort());

    expect(byQuestion[q.same].score).toBeCloseTo(1, 9);
    expect(byQuestion[q.same].shared).toEqual(['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran']);
    expect(byQuestion[q.same].theirs).toEqual(['alien', 'HEAT', 'Fargo', 'se7en', 'ran']);
    expect(byQuestion[q.swapped].score).toBeCloseTo(0.9, 9);
    expect(byQuestion[q.firstOnly].score).toBeCloseTo(0.321445, 5);
    expect(byQuestion[q.firstOnly]).toMatchObject({
      question: { id: q.firstOnly, title: 'Top 5 firstOnly' },
      mine: ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'],
      shared: ['Alien'],
    });
    // (1 + 0.9 + 0.321445) / 3 = 0.740482
    expect(body.overallScore).toBeCloseTo(0.740482, 5);
  });

  it('pages the questions in common, keeping the count and the overall score of all of them', async () => {
    const url = `/api/users/${them.user.username}/compare`;
    const all = (await call(ctx, 'GET', url, me.cookie)).json();
    const pages = [];
    for (let page = 1; page <= 3; page++) {
      const res = await call(ctx, 'GET', `${url}?page=${page}&limit=1`, me.cookie);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json());
    }
    expect(pages.map((p) => p.questions.map((c: { question: { id: number } }) => c.question.id))).toEqual(
      all.questions.map((c: { question: { id: number } }) => [c.question.id]),
    );
    for (const [i, p] of pages.entries()) {
      expect(p.sharedQuestions).toBe(3);
      expect(p.overallScore).toBeCloseTo(0.740482, 5);
      expect(p.pagination).toEqual({ page: i + 1, limit: 1, total: 3, totalPages: 3 });
    }
  });

  it('gives a null overall score when nothing was answered in common', async () => {
    const stranger = await createSignedInUser(ctx.db);
    const body = (await call(ctx, 'GET', `/api/users/${stranger.user.username}/compare`, me.cookie)).json();
    expect(body).toMatchObject({ questions: [], overallScore: null, sharedQuestions: 0 });
  });
});

describe('compareLists', () => {
  it('lists the shared items in my order and scores disjoint lists 0', () => {
    expect(compareLists(['a', 'b', 'c', 'd', 'e'], ['e', 'x', 'B', 'y', 'z']).shared).toEqual(['b', 'e']);
    expect(compareLists(['a', 'b', 'c', 'd', 'e'], ['v', 'w', 'x', 'y', 'z'])).toEqual({
      shared: [],
      score: 0,
    });
    expect(overallScore([])).toBeNull();
  });
});
