import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyAnswer, SubmitAnswerResult } from '../../../shared/api/answers.js';
import type { QuestionResults } from '../../../shared/api/results.js';
import { responses, type UserRow } from '../../db/schema/index.js';
import { WriteBatch } from '../../db/write-batch.js';
import { answerWriter } from '../../services/answers/submit-answer.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';

let ctx: TestContext;
let alice: { user: UserRow; cookie: string };
let bob: { user: UserRow; cookie: string };
let questionId: number;
const FIVE = ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'];
const EDITED = ['Heat', 'Alien', 'Fargo', 'Se7en', 'Jaws'];

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createSignedInUser(ctx.db, { displayName: 'Alice A' });
  bob = await createSignedInUser(ctx.db, { displayName: 'Bob B' });
  questionId = (await createQuestion(ctx.db, { title: 'Top 5 thrillers' })).id;
});
afterAll(() => ctx.close());

const post = (id: number | string, body: unknown, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/questions/${id}/answer`,
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });
const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('POST /api/questions/:id/answer', () => {
  it('refuses a visitor with "You must be logged in to submit an answer", even with a bad body', async () => {
    for (const body of [{ answers: FIVE, isPublic: true }, { answers: [] }]) {
      const res = await post(questionId, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'You must be logged in to submit an answer' });
    }
  });

  it.each([
    [{ answers: FIVE.slice(0, 4) }, 'Please provide all 5 answers'],
    [{ answers: [...FIVE.slice(0, 4), '   '] }, 'Please provide all 5 answers'],
    [{}, 'Please provide all 5 answers'],
    [{ answers: [...FIVE.slice(0, 4), 'x'.repeat(101)] }, 'Each answer must be at most 100 characters'],
    [{ answers: ['Alien', ' alien ', 'Heat', 'Fargo', 'Ran'] }, 'Each answer must be different'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await post(questionId, body, alice.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('answers 404 for a question that does not exist', async () => {
    const res = await post(987654, { answers: FIVE }, alice.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Question not found' });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('refuses the id %j with 400 "Invalid id"', async (id) => {
    const res = await post(id, { answers: FIVE, isPublic: true }, alice.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid id' });
  });

  it('tells a visitor to log in before looking at the id', async () => {
    const res = await post('abc', { answers: FIVE });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'You must be logged in to submit an answer' });
  });

  it('saves a first answer as version 1', async () => {
    const res = await post(questionId, { answers: FIVE, answerImages: null, isPublic: true }, alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isEdit: false,
      version: 1,
      responseId: expect.any(Number),
      message: 'Your answers have been submitted successfully',
    });
  });

  it('saves an edit as the next version with its message', async () => {
    const res = await post(questionId, { answers: EDITED, isPublic: true }, alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isEdit: true,
      version: 2,
      responseId: expect.any(Number),
      message: 'Your answers have been updated (Version 2)',
    });
  });

  it('gives racing saves of one member distinct consecutive versions', async () => {
    const q = await createQuestion(ctx.db);
    const saves = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        post(q.id, { answers: [`Pick ${n}`, 'B', 'C', 'D', 'E'], isPublic: true }, bob.cookie),
      ),
    );
    const bodies = saves.map((r) => r.json<SubmitAnswerResult>());
    expect(bodies.map((b) => b.version).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(bodies.filter((b) => !b.isEdit)).toHaveLength(1);
    const results = (await get(`/api/questions/${q.id}/results`)).json<QuestionResults>();
    expect(results.totalResponses).toBe(1);
    const picks = results.results.filter((r) => r.item.startsWith('Pick'));
    expect(picks).toHaveLength(1);
    const last = bodies.find((b) => b.version === 5);
    const [stored] = await ctx.db.select().from(responses).where(eq(responses.id, last!.responseId));
    expect(picks[0].item).toBe(stored.answers[0]);
  });

  it('refuses answers to a question past its end date', async () => {
    const ended = await createQuestion(ctx.db, { endDate: new Date(Date.now() - 1000) });
    const res = await post(ended.id, { answers: FIVE, isPublic: true }, alice.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'This question has ended and no longer accepts answers' });
  });
});

describe('answers of one question sent together (the write batch)', () => {
  it('counts exactly when 40 members answer one question at once, then all edit at once', async () => {
    const q = await createQuestion(ctx.db);
    const members = await Promise.all(Array.from({ length: 40 }, () => createSignedInUser(ctx.db)));
    const first = await Promise.all(
      members.map((m) => post(q.id, { answers: FIVE, isPublic: true }, m.cookie)),
    );
    expect(first.map((r) => r.statusCode)).toEqual(members.map(() => 200));
    expect(first.every((r) => r.json<SubmitAnswerResult>().version === 1)).toBe(true);
    const edits = await Promise.all(
      members.map((m) => post(q.id, { answers: EDITED, isPublic: true }, m.cookie)),
    );
    expect(edits.map((r) => r.json<SubmitAnswerResult>().version)).toEqual(members.map(() => 2));

    const results = (await get(`/api/questions/${q.id}/results`)).json<QuestionResults>();
    expect(results.totalResponses).toBe(40);
    // Everyone's list is EDITED now: a #1 scores 5 points per list, a #5 one.
    const points = Object.fromEntries(results.results.map((r) => [r.item, r.points]));
    expect(points).toEqual({ Heat: 200, Alien: 160, Fargo: 120, Se7en: 80, Jaws: 40 });
    const question = (await get(`/api/questions/${q.id}`)).json<{ answersCount: number }>();
    expect(question.answersCount).toBe(40);
  }, 120_000);

  it('refuses a save to an ended question alone while the saves queued with it are kept', async () => {
    const open = await createQuestion(ctx.db);
    const ended = await createQuestion(ctx.db, { endDate: new Date(Date.now() - 1000) });
    const batch = new WriteBatch(ctx.db, { maxRunning: 1 });
    const save = (questionId: number, user: UserRow) =>
      batch.run(answerWriter, 'answers', { questionId, user, answers: FIVE, isPublic: true }).then(
        (saved) => saved.version,
        (error: { statusCode?: number; message?: string }) => error.message,
      );
    // The first runs alone; the three behind it go as one batch.
    const firstSave = save(open.id, alice.user);
    const rest = [save(open.id, bob.user), save(ended.id, alice.user), save(open.id, alice.user)];
    expect(await firstSave).toBe(1);
    expect(await Promise.all(rest)).toEqual([1, 'This question has ended and no longer accepts answers', 2]);
    const stored = await ctx.db.select().from(responses).where(eq(responses.questionId, open.id));
    expect(stored.map((r) => r.version).sort()).toEqual([1, 2]);
    expect(await ctx.db.select().from(responses).where(eq(responses.questionId, ended.id))).toEqual([]);
  });
});

describe('GET /api/questions/:id/my-answer', () => {
  it('refuses a visitor with 401', async () => {
    expect((await get(`/api/questions/${questionId}/my-answer`)).statusCode).toBe(401);
  });

  it('shows the member their current answer and version', async () => {
    const res = (await get(`/api/questions/${questionId}/my-answer`, alice.cookie)).json<MyAnswer>();
    expect(res).toEqual({
      hasAnswered: true,
      canChangeQuestion: false,
      answer: {
        responseId: expect.any(Number),
        answers: EDITED,
        answerImages: null,
        isPublic: true,
        version: 2,
        inResults: 'counted',
      },
    });
  });

  it('says hasAnswered false before the first answer, and 404 for an unknown question', async () => {
    expect((await get(`/api/questions/${questionId}/my-answer`, bob.cookie)).json()).toEqual({
      hasAnswered: false,
      canChangeQuestion: false,
      answer: null,
    });
    const unknown = await get('/api/questions/987654/my-answer', bob.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Question not found' });
  });

  it('refuses an id that cannot be one with 400 "Invalid id"', async () => {
    const res = await get('/api/questions/abc/my-answer', bob.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid id' });
  });

  it('shows a private answer to its author', async () => {
    const q = await createQuestion(ctx.db);
    const { responseId } = (await post(q.id, { answers: FIVE, isPublic: false }, bob.cookie)).json();
    expect((await get(`/api/questions/${q.id}/my-answer`, bob.cookie)).json<MyAnswer>()).toEqual({
      hasAnswered: true,
      canChangeQuestion: false,
      answer: {
        responseId,
        answers: FIVE,
        answerImages: null,
        isPublic: false,
        version: 1,
        inResults: 'counted',
      },
    });
  });
});
