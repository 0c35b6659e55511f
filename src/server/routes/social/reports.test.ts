import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, reports, responses, type UserRow } from '../../db/schema/index.js';
import { findReport } from '../../services/reports/list-reports.js';
import { reviewReport } from '../../services/reports/review-report.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, createUser } from '../../test/factories.js';
import { call, createResponse, markHidden } from '../../test/social-kit.js';

let ctx: TestContext;
let author: { user: UserRow; cookie: string };
let member: { user: UserRow; cookie: string };
let admin: { user: UserRow; cookie: string };
let questionId: number;
let responseId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createSignedInUser(ctx.db);
  member = await createSignedInUser(ctx.db);
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
  questionId = (await createQuestion(ctx.db)).id;
  responseId = await createResponse(ctx.db, author.user, questionId);
});
afterAll(() => ctx.close());

const report = (id: number, cookie: string | undefined, body: unknown) =>
  call(ctx, 'POST', `/api/responses/${id}/report`, cookie, body);

describe('POST /api/responses/:id/report', () => {
  it('asks a visitor to sign in', async () => {
    expect((await report(responseId, undefined, { reason: 'spam' })).statusCode).toBe(401);
  });

  it('refuses a missing or unknown reason with "Please select a reason"', async () => {
    for (const body of [{}, { reason: '' }, { reason: 'boring' }]) {
      const res = await report(responseId, member.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Please select a reason' });
    }
  });

  it('refuses a description over 1,000 characters', async () => {
    const res = await report(responseId, member.cookie, { reason: 'other', description: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a report on your own response', async () => {
    const res = await report(responseId, author.cookie, { reason: 'spam' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'You cannot report your own response' });
  });

  it('files a report with a trimmed description, and answers 201', async () => {
    const res = await report(responseId, member.cookie, { reason: 'harassment', description: '  rude  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: 'Report submitted', id: expect.any(Number) });
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, res.json().id));
    expect(row).toMatchObject({
      reason: 'harassment',
      description: 'rude',
      status: 'pending',
      reporterId: member.user.id,
    });
  });

  it('allows one open report per member per response (409 on a second)', async () => {
    const res = await report(responseId, member.cookie, { reason: 'spam' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'You have already reported this response' });
  });

  it('omits a blank description', async () => {
    const res = await report(responseId, admin.cookie, { reason: 'fake', description: '   ' });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, res.json().id));
    expect(row.description).toBeNull();
  });

  it("answers 404 for someone else's private or hidden response", async () => {
    const privateId = await createResponse(ctx.db, await createUser(ctx.db), questionId, { isPublic: false });
    const hiddenId = await createResponse(ctx.db, await createUser(ctx.db), questionId);
    await markHidden(ctx.db, hiddenId);
    expect((await report(privateId, member.cookie, { reason: 'spam' })).statusCode).toBe(404);
    expect((await report(hiddenId, member.cookie, { reason: 'spam' })).statusCode).toBe(404);
  });

  it('makes one report of two racing submissions', async () => {
    const racer = await createSignedInUser(ctx.db);
    const results = await Promise.all([
      report(responseId, racer.cookie, { reason: 'spam' }),
      report(responseId, racer.cookie, { reason: 'spam' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('reviewReport (for the admin reports page)', () => {
  it('hides the response when approved and takes it out of the answer count', async () => {
    const target = await createResponse(ctx.db, await createUser(ctx.db), questionId, {
      answers: ['Vertigo', 'Psycho', 'Rebecca', 'Notorious', 'Rope'],
    });
    const filed = await report(target, member.cookie, { reason: 'inappropriate', description: 'offensive' });
    const answersBefore = (await ctx.db.select().from(questions).where(eq(questions.id, questionId)))[0]
      .answersCount;

    await reviewReport(ctx.db, filed.json().id, admin.user, 'approved', 'agreed');

    const [response] = await ctx.db.select().from(responses).where(eq(responses.id, target));
    expect(response.isHidden).toBe(true);
    const [question] = await ctx.db.select().from(questions).where(eq(questions.id, questionId));
    expect(question.answersCount).toBe(answersBefore - 1);
    expect((await call(ctx, 'GET', `/api/responses/${target}/comments`, member.cookie)).statusCode).toBe(404);
    expect(await findReport(ctx.db, filed.json().id)).toMatchObject({
      status: 'approved',
      reviewNotes: 'agreed',
      reviewer: { id: admin.user.id },
      reporter: { id: member.user.id },
      response: {
        id: target,
        answers: ['Vertigo', 'Psycho', 'Rebecca', 'Notorious', 'Rope'],
        isHidden: true,
      },
      question: { id: questionId },
    });
  });

  it('leaves the response visible when rejected, and reviews a report only once', async () => {
    const target = await createResponse(ctx.db, await createUser(ctx.db), questionId);
    const filed = await report(target, member.cookie, { reason: 'spam' });
    await reviewReport(ctx.db, filed.json().id, admin.user, 'rejected');
    const [response] = await ctx.db.select().from(responses).where(eq(responses.id, target));
    expect(response.isHidden).toBe(false);
    await expect(reviewReport(ctx.db, filed.json().id, admin.user, 'approved')).rejects.toMatchObject({
      statusCode: 409,
    });
    // The first report is closed, so the member may report the response again.
    expect((await report(target, member.cookie, { reason: 'spam' })).statusCode).toBe(201);
  });
});
