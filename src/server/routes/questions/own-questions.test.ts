import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyAnswer } from '../../../shared/api/answers.js';
import type { Question } from '../../../shared/api/questions.js';
import { questions, users } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const EDIT = { title: 'Best sci-fi novels', description: 'Your five favourite science fiction novels.' };
const asked = async () => {
  const [asker, other] = await Promise.all([createSignedInUser(ctx.db), createSignedInUser(ctx.db)]);
  const question = await createQuestion(ctx.db, { createdBy: asker.user.id });
  return { asker, other, question };
};
const myAnswer = async (id: number, cookie: string) =>
  (await call(ctx, 'GET', `/api/questions/${id}/my-answer`, cookie)).json<MyAnswer>();

describe('PATCH /api/questions/:id', () => {
  it('lets the asker edit while only they have answered, and everyone then reads the new text', async () => {
    const { asker, question } = await asked();
    await createResponse(ctx.db, asker.user, question.id);
    // Warm the read cache: a stale copy would show below.
    expect((await call(ctx, 'GET', `/api/questions/${question.id}`)).json<Question>().title).toBe(
      question.title,
    );
    expect((await myAnswer(question.id, asker.cookie)).canChangeQuestion).toBe(true);

    const res = await call(ctx, 'PATCH', `/api/questions/${question.id}`, asker.cookie, EDIT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Question>().title).toBe(EDIT.title);
    const read = await call(ctx, 'GET', `/api/questions/${question.id}`);
    expect(read.json<Question>()).toMatchObject({ ...EDIT, imageUrl: null, endDate: null });
  });

  it('refuses once someone else has answered (409), and says so in my-answer', async () => {
    const { asker, other, question } = await asked();
    await createResponse(ctx.db, other.user, question.id);
    expect((await myAnswer(question.id, asker.cookie)).canChangeQuestion).toBe(false);
    const res = await call(ctx, 'PATCH', `/api/questions/${question.id}`, asker.cookie, EDIT);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/Report it to ask an admin/);
  });

  it('refuses another member (403) and a visitor (401), and checks the fields and the end date', async () => {
    const { asker, other, question } = await asked();
    expect((await myAnswer(question.id, other.cookie)).canChangeQuestion).toBe(false);
    expect((await call(ctx, 'PATCH', `/api/questions/${question.id}`, other.cookie, EDIT)).statusCode).toBe(
      403,
    );
    expect((await call(ctx, 'PATCH', `/api/questions/${question.id}`, undefined, EDIT)).statusCode).toBe(401);
    const short = await call(ctx, 'PATCH', `/api/questions/${question.id}`, asker.cookie, {
      ...EDIT,
      title: 'Hi',
    });
    expect(short.json()).toEqual({ error: 'Title must be at least 5 characters' });
    const far = new Date(Date.now() + 200 * 24 * 3600 * 1000).toISOString();
    const late = await call(ctx, 'PATCH', `/api/questions/${question.id}`, asker.cookie, {
      ...EDIT,
      endDate: far,
    });
    expect(late.json()).toEqual({
      error: 'End date must be in the future and no more than 90 days from today',
    });
    const [row] = await ctx.db.select().from(questions).where(eq(questions.id, question.id));
    expect(row.title).toBe(question.title);
  });
});

describe('DELETE /api/questions/:id', () => {
  it('deletes the asker’s question with their own answer, and their answer count drops', async () => {
    const { asker, question } = await asked();
    await createResponse(ctx.db, asker.user, question.id);
    expect((await call(ctx, 'GET', `/api/questions/${question.id}`)).statusCode).toBe(200);
    const res = await call(ctx, 'DELETE', `/api/questions/${question.id}`, asker.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(ctx, 'GET', `/api/questions/${question.id}`)).statusCode).toBe(404);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, asker.user.id));
    expect(user.answersCount).toBe(0);
  });

  it('refuses once someone else has answered, and refuses others', async () => {
    const { asker, other, question } = await asked();
    expect((await call(ctx, 'DELETE', `/api/questions/${question.id}`, other.cookie)).statusCode).toBe(403);
    await createResponse(ctx.db, other.user, question.id);
    expect((await call(ctx, 'DELETE', `/api/questions/${question.id}`, asker.cookie)).statusCode).toBe(409);
    expect((await call(ctx, 'GET', `/api/questions/${question.id}`)).statusCode).toBe(200);
  });
});
