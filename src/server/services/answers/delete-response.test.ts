import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, responses, users } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createUser } from '../../test/factories.js';
import { rankedItems } from '../results/results.js';
import { deleteResponse, deleteUserResponses } from './delete-response.js';
import { hideResponse } from './hide-response.js';
import { submitAnswer } from './submit-answer.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const labels = async (questionId: number) =>
  (await rankedItems(ctx.db, questionId, 10))?.items.map((i) => `${i.label}:${i.votes}`).sort();
const answersCount = async (questionId: number) =>
  (await ctx.db.select().from(questions).where(eq(questions.id, questionId)))[0].answersCount;

describe('deleteResponse', () => {
  it('takes a deleted response out of the results and the counts', async () => {
    const q = await createQuestion(ctx.db);
    const a = await createUser(ctx.db);
    const b = await createUser(ctx.db);
    await submitAnswer(ctx.db, {
      questionId: q.id,
      user: a,
      answers: ['A', 'B', 'C', 'D', 'E'],
      isPublic: true,
    });
    const { responseId } = await submitAnswer(ctx.db, {
      questionId: q.id,
      user: b,
      answers: ['A', 'B', 'C', 'D', 'Z'],
      isPublic: false,
    });
    expect(await deleteResponse(ctx.db, responseId)).toBe(true);
    expect(await labels(q.id)).toEqual(['A:1', 'B:1', 'C:1', 'D:1', 'E:1']);
    expect(await answersCount(q.id)).toBe(1);
    const [author] = await ctx.db.select().from(users).where(eq(users.id, b.id));
    expect(author.answersCount).toBe(0);
    expect(await deleteResponse(ctx.db, responseId)).toBe(false);
  });

  it('deletes a hidden response without taking it out of the results twice', async () => {
    const q = await createQuestion(ctx.db);
    const a = await createUser(ctx.db);
    const b = await createUser(ctx.db);
    await submitAnswer(ctx.db, {
      questionId: q.id,
      user: a,
      answers: ['A', 'B', 'C', 'D', 'E'],
      isPublic: true,
    });
    const { responseId } = await submitAnswer(ctx.db, {
      questionId: q.id,
      user: b,
      answers: ['A', 'B', 'C', 'D', 'E'],
      isPublic: true,
    });
    await hideResponse(ctx.db, responseId);
    await deleteResponse(ctx.db, responseId);
    expect(await labels(q.id)).toEqual(['A:1', 'B:1', 'C:1', 'D:1', 'E:1']);
    expect(await answersCount(q.id)).toBe(1);
  });

  it('deletes all of a member’s responses', async () => {
    const q1 = await createQuestion(ctx.db);
    const q2 = await createQuestion(ctx.db);
    const leaving = await createUser(ctx.db);
    for (const q of [q1, q2]) {
      await submitAnswer(ctx.db, {
        questionId: q.id,
        user: leaving,
        answers: ['A', 'B', 'C', 'D', 'E'],
        isPublic: true,
      });
    }
    expect(await deleteUserResponses(ctx.db, leaving.id)).toBe(2);
    expect(await ctx.db.select().from(responses).where(eq(responses.userId, leaving.id))).toEqual([]);
    expect(await labels(q1.id)).toEqual([]);
    expect(await answersCount(q2.id)).toBe(0);
  });
});
