import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, responses } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createUser } from '../../test/factories.js';
import { rankedItems } from '../results/results.js';
import { hideResponse, unhideResponse } from './hide-response.js';
import { listRecentResponses } from './list-responses.js';
import { submitAnswer } from './submit-answer.js';

let ctx: TestContext;
let questionId: number;
let reported: number;

beforeAll(async () => {
  ctx = await createTestContext();
  questionId = (await createQuestion(ctx.db)).id;
  const a = await createUser(ctx.db);
  const b = await createUser(ctx.db);
  await submitAnswer(ctx.db, {
    questionId,
    user: a,
    answers: ['Tea', 'Coffee', 'Milk', 'Juice', 'Water'],
    isPublic: true,
  });
  reported = (
    await submitAnswer(ctx.db, {
      questionId,
      user: b,
      answers: ['Spam', 'Coffee', 'Junk', 'Juice', 'Water'],
      isPublic: true,
    })
  ).responseId;
});
afterAll(() => ctx.close());

const state = async () => {
  const [q] = await ctx.db.select().from(questions).where(eq(questions.id, questionId));
  const results = await rankedItems(ctx.db, questionId, 10);
  const feed = await listRecentResponses(ctx.db, null, { page: 1, limit: 10 });
  return {
    answersCount: q.answersCount,
    items: results?.items.map((i) => `${i.label}:${i.votes}`).sort(),
    feed: feed.rows.map((r) => r.id),
    feedTotal: feed.total,
  };
};

describe('hideResponse / unhideResponse', () => {
  it('takes a hidden response out of the results, the answer count and the feeds', async () => {
    expect(await hideResponse(ctx.db, reported)).toBe(true);
    const s = await state();
    expect(s.answersCount).toBe(1);
    expect(s.items).toEqual(['Coffee:1', 'Juice:1', 'Milk:1', 'Tea:1', 'Water:1']);
    expect(s.feed).not.toContain(reported);
    expect(s.feedTotal).toBe(1);
    const [row] = await ctx.db.select().from(responses).where(eq(responses.id, reported));
    expect(row.isHidden).toBe(true);
  });

  it('does nothing when hiding twice', async () => {
    const before = await state();
    expect(await hideResponse(ctx.db, reported)).toBe(false);
    expect(await state()).toEqual(before);
  });

  it('puts an unhidden response back exactly', async () => {
    expect(await unhideResponse(ctx.db, reported)).toBe(true);
    const s = await state();
    expect(s.answersCount).toBe(2);
    expect(s.items).toEqual(['Coffee:2', 'Juice:2', 'Junk:1', 'Milk:1', 'Spam:1', 'Tea:1', 'Water:2']);
    expect(s.feed).toContain(reported);
    expect(s.feedTotal).toBe(2);
    expect(await unhideResponse(ctx.db, reported)).toBe(false);
  });

  it('keeps a hidden response out of the results when its author edits it', async () => {
    await hideResponse(ctx.db, reported);
    const [row] = await ctx.db.select().from(responses).where(eq(responses.id, reported));
    const author = { id: row.userId, birthYear: 1990, birthMonth: 1, country: 'France' };
    await submitAnswer(ctx.db, {
      questionId,
      user: author,
      answers: ['More spam', 'A', 'B', 'C', 'D'],
      isPublic: true,
    });
    expect((await state()).items).toEqual(['Coffee:1', 'Juice:1', 'Milk:1', 'Tea:1', 'Water:1']);
    await unhideResponse(ctx.db, reported);
    expect((await state()).items).toContain('More spam:1');
  });

  it('answers false for a response that does not exist', async () => {
    expect(await hideResponse(ctx.db, 999999)).toBe(false);
  });
});
