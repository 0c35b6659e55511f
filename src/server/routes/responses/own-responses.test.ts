import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseVersionList } from '../../../shared/api/responses.js';
import { comments, likes, questions, responses, responseVersions, users } from '../../db/schema/index.js';
import { submitAnswer } from '../../services/answers/submit-answer.js';
import { addComment } from '../../services/comments/comments.js';
import { toggleLike } from '../../services/likes/toggle-like.js';
import { countMismatches } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const results = async (questionId: number) =>
  (await call(ctx, 'GET', `/api/questions/${questionId}/results/detailed`)).json<{
    results: { item: string; votes: number; percentage: number }[];
  }>();

describe('DELETE /api/responses/:id', () => {
  it('deletes the member’s own list: results, counts, likes and comments are exact afterwards', async () => {
    const q = await createQuestion(ctx.db);
    const [author, fan, other] = await Promise.all([
      createSignedInUser(ctx.db),
      createSignedInUser(ctx.db),
      createSignedInUser(ctx.db),
    ]);
    const mine = await createResponse(ctx.db, author.user, q.id, { answers: ['A', 'B', 'C', 'D', 'E'] });
    await createResponse(ctx.db, other.user, q.id, { answers: ['A', 'F', 'G', 'H', 'I'] });
    await toggleLike(ctx.db, { responseId: mine, actor: fan.user, like: true });
    await addComment(ctx.db, { responseId: mine, actor: fan.user, content: 'Nice' });
    // Warm the read cache so a stale read would show.
    expect((await results(q.id)).results.find((r) => r.item === 'B')?.votes).toBe(1);

    const res = await call(ctx, 'DELETE', `/api/responses/${mine}`, author.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your list was deleted' });

    expect(await ctx.db.select().from(responses).where(eq(responses.id, mine))).toEqual([]);
    expect(await ctx.db.select().from(responseVersions).where(eq(responseVersions.responseId, mine))).toEqual(
      [],
    );
    expect(await ctx.db.select().from(likes).where(eq(likes.responseId, mine))).toEqual([]);
    expect(await ctx.db.select().from(comments).where(eq(comments.responseId, mine))).toEqual([]);
    const [question] = await ctx.db.select().from(questions).where(eq(questions.id, q.id));
    expect(question.answersCount).toBe(1);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, author.user.id));
    expect(user.answersCount).toBe(0);
    expect(await countMismatches(ctx.db)).toEqual([]);
    const after = await results(q.id);
    expect(after.results.map((r) => [r.item, r.votes])).toEqual([
      ['A', 1],
      ['F', 1],
      ['G', 1],
      ['H', 1],
      ['I', 1],
    ]);
    expect(after.results[0].percentage).toBe(100);
    const shown = await call(ctx, 'GET', `/api/questions/${q.id}/responses`);
    expect(shown.json<{ responses: { id: number }[] }>().responses.map((r) => r.id)).not.toContain(mine);
  });

  it('refuses another member’s list with 403 and leaves it', async () => {
    const q = await createQuestion(ctx.db);
    const [author, stranger] = await Promise.all([createSignedInUser(ctx.db), createSignedInUser(ctx.db)]);
    const theirs = await createResponse(ctx.db, author.user, q.id);
    const res = await call(ctx, 'DELETE', `/api/responses/${theirs}`, stranger.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You can only delete your own lists' });
    expect(await ctx.db.select().from(responses).where(eq(responses.id, theirs))).toHaveLength(1);
  });

  it('answers 404 for another member’s private list, 404 for none, 401 for a visitor', async () => {
    const q = await createQuestion(ctx.db);
    const [author, stranger] = await Promise.all([createSignedInUser(ctx.db), createSignedInUser(ctx.db)]);
    const secret = await createResponse(ctx.db, author.user, q.id, { isPublic: false });
    expect((await call(ctx, 'DELETE', `/api/responses/${secret}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', '/api/responses/999999', stranger.cookie)).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/responses/${secret}`)).statusCode).toBe(401);
    expect(await ctx.db.select().from(responses).where(eq(responses.id, secret))).toHaveLength(1);
  });
});

describe('GET /api/responses/:id/versions', () => {
  it('shows the earlier versions newest first; others see only the public ones', async () => {
    const q = await createQuestion(ctx.db);
    const [author, reader] = await Promise.all([createSignedInUser(ctx.db), createSignedInUser(ctx.db)]);
    const save = (answers: string[], isPublic: boolean) =>
      submitAnswer(ctx.db, { questionId: q.id, user: author.user, answers, isPublic });
    const { responseId } = await save(['1', '2', '3', '4', '5'], true);
    await save(['6', '7', '8', '9', '10'], false);
    await save(['11', '12', '13', '14', '15'], true);

    const own = await call(ctx, 'GET', `/api/responses/${responseId}/versions`, author.cookie);
    expect(own.statusCode, own.body).toBe(200);
    const list = own.json<ResponseVersionList>().versions;
    expect(list.map((v) => [v.version, v.answers[0], v.isPublic])).toEqual([
      [2, '6', false],
      [1, '1', true],
    ]);

    const theirs = await call(ctx, 'GET', `/api/responses/${responseId}/versions`, reader.cookie);
    expect(theirs.json<ResponseVersionList>().versions.map((v) => v.version)).toEqual([1]);
    const visitor = await call(ctx, 'GET', `/api/responses/${responseId}/versions`);
    expect(visitor.json<ResponseVersionList>().versions.map((v) => v.version)).toEqual([1]);
  });

  it('answers 404 for a private list to anyone but its author', async () => {
    const q = await createQuestion(ctx.db);
    const [author, reader] = await Promise.all([createSignedInUser(ctx.db), createSignedInUser(ctx.db)]);
    const secret = await createResponse(ctx.db, author.user, q.id, { isPublic: false });
    expect((await call(ctx, 'GET', `/api/responses/${secret}/versions`, reader.cookie)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/api/responses/${secret}/versions`, author.cookie)).statusCode).toBe(200);
  });
});
