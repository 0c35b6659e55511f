import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminResponsePage } from '../../../shared/api/admin-responses.js';
import { auditLog, notifications, questions, responses, users } from '../../db/schema/index.js';
import { hideResponse } from '../../services/answers/hide-response.js';
import { addComment } from '../../services/comments/comments.js';
import { toggleLike } from '../../services/likes/toggle-like.js';
import { adminCall, countMismatches } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
});
afterAll(() => ctx.close());

const get = async (query = '') =>
  (await adminCall(ctx, admin.cookie, 'GET', `/api/admin/responses${query}`)).json<AdminResponsePage>();

describe('GET /api/admin/responses', () => {
  it('lists every response newest first, private and hidden ones marked as such', async () => {
    const q = await createQuestion(ctx.db, { title: 'Top 5 board games' });
    const [a, b, c] = await Promise.all([
      createSignedInUser(ctx.db),
      createSignedInUser(ctx.db),
      createSignedInUser(ctx.db),
    ]);
    const shown = await createResponse(ctx.db, a.user, q.id);
    const secret = await createResponse(ctx.db, b.user, q.id, { isPublic: false });
    const hidden = await createResponse(ctx.db, c.user, q.id);
    await hideResponse(ctx.db, hidden);

    const page = await get(`?questionId=${q.id}`);
    expect(page.pagination).toEqual({
      page: 1,
      limit: 50,
      total: 3,
      totalPages: 1,
      nextCursor: null,
      totalCapped: false,
    });
    expect(page.responses.map((r) => [r.id, r.isPublic, r.isHidden])).toEqual([
      [hidden, true, true],
      [secret, false, false],
      [shown, true, false],
    ]);
    expect(page.responses[2]).toEqual({
      id: shown,
      questionId: q.id,
      user: {
        id: a.user.id,
        username: a.user.username,
        displayName: a.user.displayName,
        profilePicture: null,
      },
      question: { id: q.id, title: 'Top 5 board games' },
      answers: ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'],
      answerImages: null,
      isPublic: true,
      isHidden: false,
      version: 1,
      likesCount: 0,
      commentsCount: 0,
      createdAt: expect.any(String),
    });
  });

  it('keeps each page for admins, and shows a new answer, a like, a hidden list and a rename at once', async () => {
    const q = await createQuestion(ctx.db, { title: 'Top 5 road trips' });
    const [a, b, fan] = await Promise.all([
      createSignedInUser(ctx.db),
      createSignedInUser(ctx.db),
      createSignedInUser(ctx.db),
    ]);
    const first = await createResponse(ctx.db, a.user, q.id);
    // The answer's own notifications heard first, so none of them drops the page kept below.
    await ctx.app.invalidations.sync();
    const url = `/api/admin/responses?questionId=${q.id}`;
    const answer = await adminCall(ctx, admin.cookie, 'GET', url);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    const hits = ctx.app.readCache.stats.hits;
    expect((await get(`?questionId=${q.id}`)).responses.map((r) => r.id)).toEqual([first]);
    expect(ctx.app.readCache.stats.hits).toBeGreaterThan(hits);

    const second = await createResponse(ctx.db, b.user, q.id);
    expect((await get(`?questionId=${q.id}`)).responses.map((r) => r.id)).toEqual([second, first]);
    await toggleLike(ctx.db, { responseId: first, actor: fan.user, like: true });
    expect((await get(`?questionId=${q.id}`)).responses[1]).toMatchObject({ id: first, likesCount: 1 });
    await hideResponse(ctx.db, first);
    expect((await get(`?questionId=${q.id}`)).responses[1]).toMatchObject({ id: first, isHidden: true });
    await ctx.db.update(users).set({ displayName: 'Renamed Author' }).where(eq(users.id, a.user.id));
    expect((await get(`?questionId=${q.id}`)).responses[1].user.displayName).toBe('Renamed Author');
    const theirs = await adminCall(ctx, admin.cookie, 'GET', `/api/admin/users/${a.user.id}/responses`);
    expect(theirs.json()).toMatchObject({
      user: { displayName: 'Renamed Author' },
      responses: [{ id: first }],
    });
  });

  it('pages through all questions by 25, 50 or 100', async () => {
    const q = await createQuestion(ctx.db);
    for (let i = 0; i < 27; i++) await createResponse(ctx.db, (await createSignedInUser(ctx.db)).user, q.id);
    const total = (await ctx.db.select().from(responses)).length;
    const first = await get('?limit=25');
    const second = await get('?limit=25&page=2');
    expect(first.pagination).toMatchObject({ page: 1, limit: 25, total, totalPages: Math.ceil(total / 25) });
    expect(first.pagination.nextCursor).toEqual(expect.any(String));
    expect(first.responses).toHaveLength(25);
    expect(second.responses.map((r) => r.id)).not.toContain(first.responses[0].id);
    expect((await get('?limit=100')).responses).toHaveLength(total);
  });

  it.each([
    ['?limit=10', 'Limit must be 25, 50 or 100'],
    ['?limit=1000', 'Limit must be 25, 50 or 100'],
    ['?page=0', 'Invalid page'],
    ['?questionId=abc', 'Invalid question id'],
    ['?format=xml', 'Format must be json or csv'],
  ])('refuses %s with "%s"', async (query, message) => {
    const res = await adminCall(ctx, admin.cookie, 'GET', `/api/admin/responses${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });
});

describe('DELETE /api/admin/responses/:id', () => {
  it('moves results, counts and the author’s stats as the author’s own delete does', async () => {
    const q = await createQuestion(ctx.db);
    const [author, fan] = await Promise.all([createSignedInUser(ctx.db), createSignedInUser(ctx.db)]);
    const id = await createResponse(ctx.db, author.user, q.id, {
      answers: ['Catan', 'Go', 'Chess', 'Risk', 'Uno'],
    });
    await createResponse(ctx.db, fan.user, q.id);
    await toggleLike(ctx.db, { responseId: id, actor: fan.user, like: true });
    await addComment(ctx.db, { responseId: id, actor: fan.user, content: 'Chess that low?' });

    const res = await adminCall(ctx, admin.cookie, 'DELETE', `/api/admin/responses/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Response deleted successfully' });

    expect(await ctx.db.select().from(responses).where(eq(responses.id, id))).toEqual([]);
    const [question] = await ctx.db.select().from(questions).where(eq(questions.id, q.id));
    expect(question.answersCount).toBe(1);
    const [stored] = await ctx.db.select().from(users).where(eq(users.id, author.user.id));
    expect(stored.answersCount).toBe(0);
    const results = (await ctx.app.inject({ method: 'GET', url: `/api/questions/${q.id}/results` })).json();
    expect(results.totalResponses).toBe(1);
    expect(results.results.map((r: { item: string }) => r.item)).not.toContain('Catan');
    const linked = await ctx.db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(linked.filter((n) => n.relatedUrl?.endsWith(`#response-${id}`))).toEqual([]);
    expect(await countMismatches(ctx.db)).toEqual([]);
    const [entry] = (await ctx.db.select().from(auditLog).orderBy(auditLog.id)).slice(-1);
    expect(entry).toMatchObject({ action: 'response.delete', targetType: 'response', targetId: String(id) });
  });

  it('deletes a hidden response without taking it out of the results twice', async () => {
    const q = await createQuestion(ctx.db);
    const [a, b] = await Promise.all([createSignedInUser(ctx.db), createSignedInUser(ctx.db)]);
    const hidden = await createResponse(ctx.db, a.user, q.id);
    await createResponse(ctx.db, b.user, q.id);
    await hideResponse(ctx.db, hidden);
    expect((await adminCall(ctx, admin.cookie, 'DELETE', `/api/admin/responses/${hidden}`)).statusCode).toBe(
      200,
    );
    expect(await countMismatches(ctx.db)).toEqual([]);
  });

  it('answers 404 for a response that does not exist', async () => {
    const res = await adminCall(ctx, admin.cookie, 'DELETE', '/api/admin/responses/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Response not found' });
  });
});
