import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '../../../shared/api/admin-reports.js';
import { auditLog, notifications, reports, responses, type UserRow } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser } from '../../test/factories.js';
import { call, createResponse } from '../../test/social-kit.js';

let ctx: TestContext;
let admin: { user: UserRow; cookie: string };
let author: { user: UserRow; cookie: string };
let questionId: number;
let questionTitle: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx.db, { isAdmin: true, username: 'moderator_mia' });
  author = await createSignedInUser(ctx.db, { displayName: 'Alex Author' });
  const question = await createQuestion(ctx.db, { title: 'Top 5 space movies' });
  questionId = question.id;
  questionTitle = question.title;
});
afterAll(() => ctx.close());

const asAdmin = (method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
  call(ctx, method, url, admin.cookie, payload);

/** A fresh response by the author and one report on it per reporter; returns their ids. */
async function reported(reporterCount = 1) {
  const responseId = await createResponse(ctx.db, author.user, (await createQuestion(ctx.db)).id);
  const reporters: { user: UserRow; cookie: string }[] = [];
  const reportIds: number[] = [];
  for (let i = 0; i < reporterCount; i++) {
    const reporter = await createSignedInUser(ctx.db);
    const res = await call(ctx, 'POST', `/api/responses/${responseId}/report`, reporter.cookie, {
      reason: 'spam',
      description: `report ${i}`,
    });
    expect(res.statusCode).toBe(201);
    reporters.push(reporter);
    reportIds.push(res.json().id);
  }
  return { responseId, reporters, reportIds };
}

const reportRow = async (id: number) => (await ctx.db.select().from(reports).where(eq(reports.id, id)))[0];
const notificationsOf = (userId: number) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'other')));
const listIds = async (query = '') =>
  (await asAdmin('GET', `/api/admin/reports${query}`))
    .json<{ reports: AdminReport[] }>()
    .reports.map((r) => r.id);

describe('GET /api/admin/reports', () => {
  it('lists pending reports by default, newest first, with reporter, response, author, question and reviewer', async () => {
    const responseId = await createResponse(ctx.db, author.user, questionId, {
      answers: ['Alien', 'Solaris', 'Contact', 'Gravity', 'Moon'],
    });
    const reporter = await createSignedInUser(ctx.db);
    const filed = await call(ctx, 'POST', `/api/responses/${responseId}/report`, reporter.cookie, {
      reason: 'harassment',
      description: 'Mean words',
    });
    const second = await reported();
    const res = await asAdmin('GET', '/api/admin/reports');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ reports: AdminReport[]; pagination: unknown }>();
    expect(body.reports.map((r) => r.id).slice(0, 2)).toEqual([second.reportIds[0], filed.json().id]);
    const item = body.reports.find((r) => r.id === filed.json().id);
    expect(item).toEqual({
      id: filed.json().id,
      reason: 'harassment',
      description: 'Mean words',
      status: 'pending',
      createdAt: expect.any(String),
      reporter: {
        id: reporter.user.id,
        username: reporter.user.username,
        displayName: reporter.user.displayName,
        profilePicture: null,
      },
      response: {
        id: responseId,
        questionId,
        answers: ['Alien', 'Solaris', 'Contact', 'Gravity', 'Moon'],
        answerImages: null,
        isPublic: true,
        isHidden: false,
        createdAt: expect.any(String),
        user: {
          id: author.user.id,
          username: author.user.username,
          displayName: 'Alex Author',
          profilePicture: null,
        },
        question: { id: questionId, title: questionTitle },
      },
      isHidden: false,
      reviewer: null,
      reviewedAt: null,
      reviewNotes: null,
    });
    expect(body.pagination).toMatchObject({ page: 1, limit: 50 });
  });

  it('filters by status (pending, approved, rejected) or shows all', async () => {
    const a = await reported();
    const r = await reported();
    const p = await reported();
    await asAdmin('PATCH', `/api/admin/reports/${a.reportIds[0]}`, { status: 'approved' });
    await asAdmin('PATCH', `/api/admin/reports/${r.reportIds[0]}`, { status: 'rejected' });
    const pending = await listIds('?status=pending');
    const approved = await listIds('?status=approved');
    const rejected = await listIds('?status=rejected');
    const all = await listIds('?status=all');
    expect(pending).toContain(p.reportIds[0]);
    expect(pending).not.toContain(a.reportIds[0]);
    expect(approved).toContain(a.reportIds[0]);
    expect(approved).not.toContain(r.reportIds[0]);
    expect(rejected).toEqual(expect.arrayContaining([r.reportIds[0]]));
    expect(rejected).not.toContain(p.reportIds[0]);
    expect(all).toEqual(expect.arrayContaining([a.reportIds[0], r.reportIds[0], p.reportIds[0]]));
    const bad = await asAdmin('GET', '/api/admin/reports?status=open');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Unknown report status' });
  });

  it('refuses visitors (401) and members (403)', async () => {
    expect((await call(ctx, 'GET', '/api/admin/reports')).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/api/admin/reports', author.cookie)).statusCode).toBe(403);
    expect(
      (await call(ctx, 'PATCH', '/api/admin/reports/1', author.cookie, { status: 'approved' })).statusCode,
    ).toBe(403);
  });
});

describe('PATCH /api/admin/reports/:id', () => {
  it('approves: hides the response, settles every other pending report on it, and tells each reporter', async () => {
    const { responseId, reporters, reportIds } = await reported(3);
    const res = await asAdmin('PATCH', `/api/admin/reports/${reportIds[1]}`, {
      status: 'approved',
      reviewNotes: '  Clear spam.  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Report approved',
      report: {
        id: reportIds[1],
        status: 'approved',
        reviewer: { id: admin.user.id, username: 'moderator_mia' },
        reviewedAt: expect.any(String),
        reviewNotes: 'Clear spam.',
        isHidden: true,
        response: { id: responseId, isHidden: true },
      },
    });
    for (const id of reportIds) {
      expect(await reportRow(id)).toMatchObject({
        status: 'approved',
        reviewerId: admin.user.id,
        reviewNotes: 'Clear spam.',
      });
    }
    const [response] = await ctx.db.select().from(responses).where(eq(responses.id, responseId));
    expect(response.isHidden).toBe(true);
    for (const reporter of reporters) {
      const told = await notificationsOf(reporter.user.id);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        type: 'other',
        title: 'Your report was reviewed',
        message: expect.stringContaining('We agreed, and it is now hidden.'),
        isRead: false,
        // The question, not the response: it is hidden from the reporter now.
        relatedUrl: `/question/${response.questionId}`,
      });
    }
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(reportIds[1])));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      action: 'report.approve',
      targetType: 'report',
      notes: 'Clear spam.',
      summary: expect.stringContaining('settling 2 other pending reports'),
    });
  });

  it('answers 409 for a report that is no longer pending, including one settled with another', async () => {
    const { reportIds } = await reported(2);
    await asAdmin('PATCH', `/api/admin/reports/${reportIds[0]}`, { status: 'rejected' });
    for (const id of reportIds) {
      const res = await asAdmin('PATCH', `/api/admin/reports/${id}`, { status: 'approved' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'This report has already been reviewed' });
      expect((await reportRow(id)).status).toBe('rejected');
    }
  });

  it('rejects: the response stays visible, blank notes are stored as none, and the reporter is told', async () => {
    const { responseId, reporters, reportIds } = await reported();
    const res = await asAdmin('PATCH', `/api/admin/reports/${reportIds[0]}`, {
      status: 'rejected',
      reviewNotes: '   ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Report rejected',
      report: { status: 'rejected', reviewNotes: null, isHidden: false },
    });
    const [response] = await ctx.db.select().from(responses).where(eq(responses.id, responseId));
    expect(response.isHidden).toBe(false);
    const [told] = await notificationsOf(reporters[0].user.id);
    expect(told.message).toContain('We found it within our rules, so it stays visible.');
    expect(
      await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(reportIds[0]))),
    ).toMatchObject([{ action: 'report.reject', notes: null }]);
  });

  it('checks the body and the id', async () => {
    const { reportIds } = await reported();
    const bad = await asAdmin('PATCH', `/api/admin/reports/${reportIds[0]}`, { status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Please choose approve or reject' });
    const unknown = await asAdmin('PATCH', '/api/admin/reports/999999', { status: 'approved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Report not found' });
    expect((await asAdmin('PATCH', '/api/admin/reports/x', { status: 'approved' })).json()).toEqual({
      error: 'Invalid id',
    });
  });
});
