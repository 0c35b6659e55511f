import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataDeletionRequest } from '../../../shared/api/data-deletion.js';
import { auditLog, dataDeletionRequests, type UserRow, users } from '../../db/schema/index.js';
import { referencesBeforeDeletion, rowsReferringToUser } from '../../test/admin-account-kit.js';
import { countMismatches } from '../../test/admin-kit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQuestion, createSignedInUser, createUser } from '../../test/factories.js';
import { readMails, tokenFromMail } from '../../test/mail.js';
import { call } from '../../test/social-kit.js';

let ctx: TestContext;
let admin: { user: UserRow; cookie: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createSignedInUser(ctx.db, { isAdmin: true });
});
afterAll(() => ctx.close());

const asAdmin = (method: 'GET' | 'POST', url: string) => call(ctx, method, url, admin.cookie);
/** A request sent the public way; returns its id. */
async function requestFor(email: string, reason = 'Please delete my data') {
  const res = await call(ctx, 'POST', '/api/data-deletion-request', undefined, { email, reason });
  expect(res.statusCode).toBe(200);
  const [row] = await ctx.db
    .select({ id: dataDeletionRequests.id })
    .from(dataDeletionRequests)
    .where(eq(dataDeletionRequests.email, email.toLowerCase()))
    .orderBy(dataDeletionRequests.id);
  return row.id;
}
/** Confirms the request to `email` the way its owner does: the link in the last mail to it, then the page's POST. */
async function confirmByMail(email: string) {
  await ctx.app.mailOutbox.drain();
  const mail = readMails(ctx.dataDir)
    .filter((m) => m.to === email && m.raw.includes('/data-deletion?token'))
    .at(-1);
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  const token = tokenFromMail(mail, '/data-deletion');
  const res = await call(ctx, 'POST', '/api/data-deletion-request/confirm', undefined, { token });
  expect(res.statusCode, res.body).toBe(200);
}
/** A request sent the public way and confirmed by its mailed link; returns its id. */
async function confirmedRequestFor(email: string, reason?: string) {
  const id = await requestFor(email, reason);
  await confirmByMail(email.toLowerCase());
  return id;
}
const lastAudit = async () => (await ctx.db.select().from(auditLog).orderBy(auditLog.id)).at(-1);

describe('GET /api/admin/data-deletion-requests', () => {
  it('lists requests newest first, with whether an account uses the email', async () => {
    const member = await createUser(ctx.db);
    const known = await requestFor(member.email.toUpperCase(), 'Leaving the site');
    const unknown = await requestFor('stranger@example.com');
    const res = await asAdmin('GET', '/api/admin/data-deletion-requests');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ requests: DataDeletionRequest[]; pagination: unknown }>();
    expect(body.requests.map((r) => r.id).slice(0, 2)).toEqual([unknown, known]);
    expect(body.requests.find((r) => r.id === known)).toEqual({
      id: known,
      email: member.email,
      reason: 'Leaving the site',
      status: 'pending',
      createdAt: expect.any(String),
      confirmedAt: null,
      handledAt: null,
      handledBy: null,
      accountExists: true,
      account: {
        id: member.id,
        username: member.username,
        displayName: member.displayName,
        profilePicture: null,
      },
    });
    expect(body.requests.find((r) => r.id === unknown)).toMatchObject({
      accountExists: false,
      account: null,
    });
    expect(body.pagination).toMatchObject({ page: 1, limit: 50, total: 2 });
  });

  it('shows a request as confirmed once its mailed link was used', async () => {
    const id = await confirmedRequestFor('confirmed-list@example.com');
    const res = await asAdmin('GET', '/api/admin/data-deletion-requests');
    const listed = res.json<{ requests: DataDeletionRequest[] }>().requests.find((r) => r.id === id);
    expect(listed?.confirmedAt).toEqual(expect.any(String));
    expect(Date.parse(listed?.confirmedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(listed?.createdAt ?? ''));
  });

  it('refuses visitors (401) and members (403)', async () => {
    const member = await createSignedInUser(ctx.db);
    expect((await call(ctx, 'GET', '/api/admin/data-deletion-requests')).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/api/admin/data-deletion-requests', member.cookie)).statusCode).toBe(403);
    expect(
      (await call(ctx, 'POST', '/api/admin/data-deletion-requests/1/delete-account', member.cookie))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/admin/data-deletion-requests/:id/complete', () => {
  it('marks a pending request done, by whom and when, and records it', async () => {
    const id = await requestFor('done@example.com');
    const res = await asAdmin('POST', `/api/admin/data-deletion-requests/${id}/complete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Request marked as done',
      request: {
        id,
        status: 'completed',
        handledAt: expect.any(String),
        handledBy: { id: admin.user.id, username: admin.user.username },
      },
    });
    expect(await lastAudit()).toMatchObject({
      actorId: admin.user.id,
      action: 'data_deletion_request.complete',
      targetType: 'data_deletion_request',
      targetId: String(id),
    });
  });

  it('answers 409 for a request already handled and 404 for one that does not exist', async () => {
    const id = await requestFor('twice@example.com');
    await asAdmin('POST', `/api/admin/data-deletion-requests/${id}/complete`);
    const again = await asAdmin('POST', `/api/admin/data-deletion-requests/${id}/complete`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This request has already been handled' });
    const unknown = await asAdmin('POST', '/api/admin/data-deletion-requests/999999/complete');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Request not found' });
  });
});

describe('POST /api/admin/data-deletion-requests/:id/delete-account', () => {
  it('deletes the account with the full cascade, marks the request done and mails the member', async () => {
    const leaving = await createSignedInUser(ctx.db, { displayName: 'Departing Dana' });
    const other = await createSignedInUser(ctx.db);
    const q = await createQuestion(ctx.db);
    const mine = (
      await call(ctx, 'POST', `/api/questions/${q.id}/answer`, leaving.cookie, {
        answers: ['A', 'B', 'C', 'D', 'E'],
        isPublic: true,
      })
    ).json().responseId;
    await call(ctx, 'POST', `/api/responses/${mine}/toggle-like`, other.cookie, { like: true });
    await call(ctx, 'POST', `/api/users/${other.user.username}/follow`, leaving.cookie);
    const id = await confirmedRequestFor(leaving.user.email);

    const before = await referencesBeforeDeletion(ctx.db, leaving.user.id);
    const res = await asAdmin('POST', `/api/admin/data-deletion-requests/${id}/delete-account`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'User and all associated data deleted successfully',
      request: {
        id,
        status: 'completed',
        accountExists: false,
        account: null,
        handledBy: { id: admin.user.id },
      },
    });
    expect(before.responseIds).toEqual([mine]);
    expect(await rowsReferringToUser(ctx.db, leaving.user, before)).toEqual({});
    expect(await countMismatches(ctx.db)).toEqual([]);
    expect((await call(ctx, 'GET', '/api/auth/me', leaving.cookie)).json()).toEqual({ user: null });
    const mail = readMails(ctx.dataDir).find((m) => m.subject === 'Your Top 5 account has been deleted');
    expect(mail?.to).toBe(leaving.user.email);
    expect(await lastAudit()).toMatchObject({
      action: 'data_deletion_request.delete_account',
      targetType: 'data_deletion_request',
      targetId: String(id),
    });
  });

  it('answers 409 for a request nobody confirmed, deleting nothing, and works once it is confirmed', async () => {
    const member = await createUser(ctx.db);
    const id = await requestFor(member.email);
    const res = await asAdmin('POST', `/api/admin/data-deletion-requests/${id}/delete-account`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error:
        'This request is not confirmed: nobody has opened the link mailed to the address, so nothing shows the requester owns it',
    });
    expect((await ctx.db.select().from(users).where(eq(users.id, member.id))).length).toBe(1);
    const [row] = await ctx.db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, id));
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null });

    await confirmByMail(member.email);
    const after = await asAdmin('POST', `/api/admin/data-deletion-requests/${id}/delete-account`);
    expect(after.statusCode, after.body).toBe(200);
    expect((await ctx.db.select().from(users).where(eq(users.id, member.id))).length).toBe(0);
  });

  it('answers 409 when no account uses the email, and the request stays pending', async () => {
    const id = await confirmedRequestFor('no-account@example.com');
    const res = await asAdmin('POST', `/api/admin/data-deletion-requests/${id}/delete-account`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'No account uses this email' });
    const [row] = await ctx.db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, id));
    expect(row.status).toBe('pending');
  });

  it("refuses the acting admin's own account (409) and a request already handled (409)", async () => {
    const own = await confirmedRequestFor(admin.user.email);
    const res = await asAdmin('POST', `/api/admin/data-deletion-requests/${own}/delete-account`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'You cannot delete your own account from the admin area' });
    expect((await ctx.db.select().from(users).where(eq(users.id, admin.user.id))).length).toBe(1);

    const member = await createUser(ctx.db);
    const done = await confirmedRequestFor(member.email);
    await asAdmin('POST', `/api/admin/data-deletion-requests/${done}/complete`);
    const late = await asAdmin('POST', `/api/admin/data-deletion-requests/${done}/delete-account`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'This request has already been handled' });
    expect((await ctx.db.select().from(users).where(eq(users.id, member.id))).length).toBe(1);
  });
});
