import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminQuestion, AdminQuestionPage } from '../../../shared/api/admin-questions.js';
import { auditLog, likes, notifications, questions, responses } from '../../db/schema/index.js';
import { addComment } from '../../services/comments/comments.js';
import { toggleLike } from '../../services/likes/toggle-like.js';
import { submitReport } from '../../services/reports/submit-report.js';
import { adminCall, countMismatches, rowsReferringTo } from '../../test/admin-kit.js';
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

const DAY = 24 * 60 * 60 * 1000;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  adminCall(ctx, admin.cookie, method, url, payload);
const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Top 5 heist movies',
  description: 'The best films about a crew pulling off one last job.',
  imageUrl: 'https://images.example.com/heist.jpg',
  isTrending: false,
  hasEndDate: false,
  endDate: null,
  ...overrides,
});
const lastAudit = async () => (await ctx.db.select().from(auditLog).orderBy(auditLog.id)).at(-1);

describe('POST /api/admin/questions', () => {
  it('creates a question from the admin form, with no 90-day cap on the end date', async () => {
    const endDate = new Date(Date.now() + 400 * DAY).toISOString();
    const res = await call(
      'POST',
      '/api/admin/questions',
      form({ hasEndDate: true, endDate, isTrending: true }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<AdminQuestion>();
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Top 5 heist movies',
      description: 'The best films about a crew pulling off one last job.',
      // Another site's image is fetched in the background: until our copy is ready, a placeholder (null).
      imageUrl: null,
      isTrending: true,
      endDate,
      answersCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await lastAudit()).toMatchObject({
      actorId: admin.user.id,
      actorUsername: admin.user.username,
      action: 'question.create',
      targetType: 'question',
      targetId: String(created.id),
      summary: 'Created question "Top 5 heist movies"',
    });
  });

  it('keeps no end date when hasEndDate is off, whatever endDate says', async () => {
    const res = await call(
      'POST',
      '/api/admin/questions',
      form({ hasEndDate: false, endDate: new Date(Date.now() + DAY).toISOString() }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().endDate).toBeNull();
  });

  it.each([
    [{ title: 'Top' }, 'Title must be at least 5 characters'],
    [{ title: '   Top    ' }, 'Title must be at least 5 characters'],
    [{ description: 'Too short' }, 'Description must be at least 10 characters'],
    [{ imageUrl: '' }, 'Image URL is required'],
    [{ imageUrl: 'http' }, 'Image URL is required'],
    [{ imageUrl: undefined }, 'Image URL is required'],
    [{ hasEndDate: true, endDate: null }, 'End date is required when enabled and must be in the future'],
    [{ hasEndDate: true, endDate: '' }, 'End date is required when enabled and must be in the future'],
    [
      { hasEndDate: true, endDate: new Date(Date.now() - 60_000).toISOString() },
      'End date is required when enabled and must be in the future',
    ],
    [{ hasEndDate: true, endDate: 'soon' }, 'End date is required when enabled and must be in the future'],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const before = (await ctx.db.select().from(questions)).length;
    const res = await call('POST', '/api/admin/questions', form(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await ctx.db.select().from(questions)).length).toBe(before);
  });
});

describe('GET /api/admin/questions', () => {
  it('lists questions newest first with their answer counts, 50 a page by default', async () => {
    const older = await createQuestion(ctx.db, { createdAt: new Date(Date.now() - 2 * DAY) });
    const newer = await createQuestion(ctx.db, { createdAt: new Date(Date.now() + DAY) });
    const member = await createSignedInUser(ctx.db);
    await createResponse(ctx.db, member.user, older.id, { isPublic: false });
    const res = await call('GET', '/api/admin/questions');
    expect(res.statusCode).toBe(200);
    const page = res.json<AdminQuestionPage>();
    expect(page.pagination).toMatchObject({ page: 1, limit: 50 });
    expect(page.pagination.total).toBe((await ctx.db.select().from(questions)).length);
    expect(page.questions[0].id).toBe(newer.id);
    const times = page.questions.map((q) => Date.parse(q.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.questions.find((q) => q.id === older.id)?.answersCount).toBe(1);
  });

  it('keeps each page for admins, and shows a new question, an edit and a deletion at once, an answer within a second', async () => {
    const list = async () => (await call('GET', '/api/admin/questions')).json<AdminQuestionPage>();
    const asked = await createQuestion(ctx.db, { createdAt: new Date(Date.now() + 2 * DAY) });
    expect((await list()).questions[0]).toMatchObject({ id: asked.id, answersCount: 0 });
    const hits = ctx.app.readCache.stats.hits;
    const again = await call('GET', '/api/admin/questions');
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(ctx.app.readCache.stats.hits).toBeGreaterThan(hits);

    const member = await createSignedInUser(ctx.db);
    await createResponse(ctx.db, member.user, asked.id);
    // Lists an answer moves follow it within a second (decision 088).
    await expect
      .poll(async () => (await list()).questions[0], { timeout: 3000 })
      .toMatchObject({ id: asked.id, answersCount: 1 });
    expect(
      (await call('PUT', `/api/admin/questions/${asked.id}`, form({ title: 'Top 5 caper films' })))
        .statusCode,
    ).toBe(200);
    expect((await list()).questions[0]).toMatchObject({ id: asked.id, title: 'Top 5 caper films' });
    const newest = await createQuestion(ctx.db, { createdAt: new Date(Date.now() + 3 * DAY) });
    expect((await list()).questions[0].id).toBe(newest.id);
    expect((await call('DELETE', `/api/admin/questions/${newest.id}`)).statusCode).toBe(200);
    expect((await list()).questions[0].id).toBe(asked.id);
  });

  it('pages by 25, 50 or 100 only', async () => {
    const res = await call('GET', '/api/admin/questions?page=2&limit=25');
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toMatchObject({ page: 2, limit: 25 });
    const bad = await call('GET', '/api/admin/questions?limit=30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Limit must be 25, 50 or 100' });
  });
});

describe('PUT /api/admin/questions/:id', () => {
  it('saves the edit, endDate null meaning none, and logs which fields changed', async () => {
    const q = await createQuestion(ctx.db, { endDate: new Date(Date.now() + 10 * DAY) });
    const res = await call(
      'PUT',
      `/api/admin/questions/${q.id}`,
      form({ title: 'Top 5 edited titles', endDate: null }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: q.id, title: 'Top 5 edited titles', endDate: null });
    const [stored] = await ctx.db.select().from(questions).where(eq(questions.id, q.id));
    expect(stored.endDate).toBeNull();
    expect(await lastAudit()).toMatchObject({
      action: 'question.update',
      targetId: String(q.id),
      summary: 'Edited question "Top 5 edited titles"',
      notes: 'Changed: title, description, image, end date',
    });
  });

  it('answers 404 for a question that does not exist and 400 for a bad id', async () => {
    const missing = await call('PUT', '/api/admin/questions/987654', form());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Question not found' });
    expect((await call('PUT', '/api/admin/questions/abc', form())).json()).toEqual({ error: 'Invalid id' });
  });

  it('edits a question whose image is not shown (null) with the image left empty, keeping the stored one', async () => {
    const q = await createQuestion(ctx.db, { imageUrl: 'https://images.example.com/pending.jpg' });
    const listed = (await call('GET', '/api/admin/questions')).json<AdminQuestionPage>();
    // Another site's image that is pending (or failed) shows as no image.
    expect(listed.questions.find((row) => row.id === q.id)?.imageUrl).toBeNull();
    for (const imageUrl of ['', null, undefined]) {
      const res = await call(
        'PUT',
        `/api/admin/questions/${q.id}`,
        form({ title: 'Top 5 kept images', imageUrl }),
      );
      expect(res.statusCode).toBe(200);
    }
    const [stored] = await ctx.db.select().from(questions).where(eq(questions.id, q.id));
    expect(stored).toMatchObject({
      title: 'Top 5 kept images',
      imageUrl: 'https://images.example.com/pending.jpg',
    });
    expect(await lastAudit()).toMatchObject({ notes: 'No change' });
  });

  it('applies the admin form rules', async () => {
    const bad = await call('PUT', '/api/admin/questions/1', form({ imageUrl: 'not a url' }));
    expect(bad.json()).toEqual({ error: 'Must be a valid URL' });
    const q = await createQuestion(ctx.db);
    const res = await call('PUT', `/api/admin/questions/${q.id}`, form({ hasEndDate: true, endDate: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'End date is required when enabled and must be in the future' });
  });
});

describe('POST /api/admin/questions/:id/toggle-trending', () => {
  const trendingFor = async (userId: number, questionId: number) =>
    ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, 'trending'),
          eq(notifications.relatedUrl, `/question/${questionId}`),
        ),
      );

  it('answers the new state and tells everyone who answered, public or private, once however often', async () => {
    const q = await createQuestion(ctx.db, { title: 'Top 5 synth albums' });
    const [pub, priv, late, bystander] = await Promise.all([
      createSignedInUser(ctx.db),
      createSignedInUser(ctx.db),
      createSignedInUser(ctx.db),
      createSignedInUser(ctx.db),
    ]);
    await createResponse(ctx.db, pub.user, q.id);
    await createResponse(ctx.db, priv.user, q.id, { isPublic: false });
    const toggle = () => call('POST', `/api/admin/questions/${q.id}/toggle-trending`);

    expect((await toggle()).json()).toEqual({ id: q.id, isTrending: true });
    expect((await toggle()).json()).toEqual({ id: q.id, isTrending: false });
    await createResponse(ctx.db, late.user, q.id);
    expect((await toggle()).json()).toEqual({ id: q.id, isTrending: true });
    await toggle();
    await toggle();

    for (const member of [pub, priv, late]) {
      const told = await trendingFor(member.user.id, q.id);
      expect(told).toHaveLength(1);
      expect(told[0].message).toBe('"Top 5 synth albums", which you answered, is now trending');
    }
    expect(await trendingFor(bystander.user.id, q.id)).toHaveLength(0);
    const [stored] = await ctx.db.select().from(questions).where(eq(questions.id, q.id));
    expect(stored.isTrending).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: 'question.trending_on',
      summary: 'Marked question "Top 5 synth albums" as trending',
    });
  });

  it('tells answerers when the edit form turns trending on, and not again on the toggle', async () => {
    const q = await createQuestion(ctx.db);
    const fan = await createSignedInUser(ctx.db);
    await createResponse(ctx.db, fan.user, q.id);
    await call('PUT', `/api/admin/questions/${q.id}`, form({ isTrending: true }));
    expect(await trendingFor(fan.user.id, q.id)).toHaveLength(1);
    await call('POST', `/api/admin/questions/${q.id}/toggle-trending`);
    await call('POST', `/api/admin/questions/${q.id}/toggle-trending`);
    expect(await trendingFor(fan.user.id, q.id)).toHaveLength(1);
  });

  it('answers 404 for a question that does not exist', async () => {
    const res = await call('POST', '/api/admin/questions/987654/toggle-trending');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Question not found' });
  });
});

describe('DELETE /api/admin/questions/:id', () => {
  it('removes the question and all that hangs on it, and every count stays right', async () => {
    const q = await createQuestion(ctx.db);
    const other = await createQuestion(ctx.db);
    const [author, fan, shy] = await Promise.all([
      createSignedInUser(ctx.db),
      createSignedInUser(ctx.db),
      createSignedInUser(ctx.db),
    ]);
    const shown = await createResponse(ctx.db, author.user, q.id);
    const hidden = await createResponse(ctx.db, fan.user, q.id);
    const secret = await createResponse(ctx.db, shy.user, q.id, { isPublic: false });
    await createResponse(ctx.db, author.user, q.id, { answers: ['Up', 'Big', 'Coco', 'Her', 'Ran'] }); // a version 2
    const kept = await createResponse(ctx.db, fan.user, other.id);
    await toggleLike(ctx.db, { responseId: shown, actor: fan.user, like: true });
    await toggleLike(ctx.db, { responseId: kept, actor: author.user, like: true });
    await addComment(ctx.db, { responseId: shown, actor: fan.user, content: 'Great list' });
    await submitReport(ctx.db, { responseId: hidden, reporter: author.user, reason: 'spam' });
    await call('POST', `/api/admin/questions/${q.id}/toggle-trending`);

    const res = await call('DELETE', `/api/admin/questions/${q.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Question deleted successfully' });

    expect(await rowsReferringTo(ctx.db, q.id, [shown, hidden, secret])).toEqual({
      questions: 0,
      responses: 0,
      versions: 0,
      likes: 0,
      comments: 0,
      reports: 0,
      notifications: 0,
      resultItems: 0,
      resultItemRanks: 0,
      resultItemSpellings: 0,
      publicResults: 0,
      dailyAnswers: 0,
      hotAnswers: 0,
      trendingNotices: 0,
    });
    expect(await countMismatches(ctx.db)).toEqual([]);
    // What belongs to other questions stays.
    expect(await ctx.db.select().from(responses).where(eq(responses.id, kept))).toHaveLength(1);
    expect(await ctx.db.select().from(likes).where(eq(likes.responseId, kept))).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/questions/${q.id}` })).statusCode).toBe(404);
    expect(await lastAudit()).toMatchObject({
      action: 'question.delete',
      targetId: String(q.id),
      notes: '3 responses deleted with it',
    });
  });

  it('answers 404 for a question that does not exist', async () => {
    const res = await call('DELETE', '/api/admin/questions/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Question not found' });
  });
});
