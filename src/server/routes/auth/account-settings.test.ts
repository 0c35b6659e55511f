import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSettings } from '../../../shared/api/account.js';
import {
  get,
  lastMailTo,
  mailCount,
  PASSWORD,
  post,
  signedUpMember,
  signIn,
} from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createSignedInUser } from '../../test/factories.js';
import { tokenFromMail } from '../../test/mail.js';

let ctx: TestContext;
beforeAll(async () => {
  // The mail budget of an address (and of a member) as in production, so the limit shows.
  ctx = await createTestContext({ RATE_LIMIT_MAIL_PER_EMAIL: 3 });
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Fresh2Password';
const del = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'DELETE', url, headers: cookie ? { cookie } : {} });
const settings = async (cookie: string) =>
  (await get(ctx, '/api/auth/account', cookie)).json<AccountSettings>();

describe('POST /api/auth/change-password', () => {
  it('needs the right current password, then changes it and signs the other browsers out', async () => {
    const member = await signedUpMember(ctx);
    const other = await signIn(ctx, member.email, PASSWORD);

    const wrong = await post(
      ctx,
      '/api/auth/change-password',
      { currentPassword: 'Wrong1Password', newPassword: NEW_PASSWORD },
      member.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Current password is incorrect' });
    const missing = await post(
      ctx,
      '/api/auth/change-password',
      { newPassword: NEW_PASSWORD },
      member.cookie,
    );
    expect(missing.json()).toEqual({ error: 'Please enter your current password' });
    const weak = await post(
      ctx,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'alllowercase1' },
      member.cookie,
    );
    expect(weak.json()).toEqual({ error: 'Password must contain at least one uppercase letter' });

    const res = await post(
      ctx,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      member.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(ctx, '/api/auth/me', member.cookie)).statusCode).toBe(200);
    expect((await get(ctx, '/api/auth/me', other)).json().user).toBeNull();
    expect((await post(ctx, '/api/auth/login', { email: member.email, password: PASSWORD })).statusCode).toBe(
      401,
    );
    await signIn(ctx, member.email, NEW_PASSWORD);
    expect((await lastMailTo(ctx, member.email)).subject).toBe('Your Top 5 password was changed');
  });

  it('asks a member with no password (social sign-in only) for none', async () => {
    const social = await createSignedInUser(ctx.db, { passwordHash: null });
    const res = await post(ctx, '/api/auth/change-password', { newPassword: NEW_PASSWORD }, social.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await settings(social.cookie)).hasPassword).toBe(true);
  });

  it('asks a visitor to sign in', async () => {
    const res = await post(ctx, '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/change-email', () => {
  it('changes the address only once the link mailed to it is followed, and tells the old one', async () => {
    const member = await signedUpMember(ctx);
    const newEmail = `moved_${member.username}@example.com`;
    const res = await post(
      ctx,
      '/api/auth/change-email',
      { newEmail, currentPassword: PASSWORD },
      member.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await settings(member.cookie)).email).toBe(member.email);
    expect((await settings(member.cookie)).pendingEmail).toBe(newEmail);

    const token = tokenFromMail(await lastMailTo(ctx, newEmail), '/verify-email');
    const confirmed = await post(ctx, '/api/auth/verify-email', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your email address has been changed' });
    expect((await settings(member.cookie)).email).toBe(newEmail);
    expect((await settings(member.cookie)).pendingEmail).toBeNull();
    const notice = await lastMailTo(ctx, member.email);
    expect(notice.subject).toBe('Your Top 5 email was changed');
    expect(notice.raw.replace(/=\r?\n/g, '')).toContain(newEmail);
    await signIn(ctx, newEmail, PASSWORD);
    expect((await post(ctx, '/api/auth/verify-email', { token })).statusCode).toBe(400);
  });

  it('answers the same for an address another account has, mails that address a notice and no link', async () => {
    const [member, holder] = [await signedUpMember(ctx), await signedUpMember(ctx)];
    const free = await post(
      ctx,
      '/api/auth/change-email',
      { newEmail: `free_${member.username}@example.com`, currentPassword: PASSWORD },
      member.cookie,
    );
    const taken = await post(
      ctx,
      '/api/auth/change-email',
      { newEmail: holder.email, currentPassword: PASSWORD },
      member.cookie,
    );
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    const mail = await lastMailTo(ctx, holder.email);
    expect(mail.subject).toBe('Someone tried to use this email on Top 5');
    expect(() => tokenFromMail(mail, '/verify-email')).toThrow();
    expect((await settings(member.cookie)).email).toBe(member.email);
  });

  it('needs the current password, refuses the same address, and limits the mails sent', async () => {
    const member = await signedUpMember(ctx);
    const newEmail = `limit_${member.username}@example.com`;
    const wrong = await post(
      ctx,
      '/api/auth/change-email',
      { newEmail, currentPassword: 'Nope1Nope' },
      member.cookie,
    );
    expect(wrong.json()).toEqual({ error: 'Current password is incorrect' });
    const same = await post(
      ctx,
      '/api/auth/change-email',
      { newEmail: member.email, currentPassword: PASSWORD },
      member.cookie,
    );
    expect(same.json()).toEqual({ error: 'That is already your email address' });
    const before = await mailCount(ctx, newEmail);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post(ctx, '/api/auth/change-email', { newEmail, currentPassword: PASSWORD }, member.cookie))
          .statusCode,
      );
    }
    expect(statuses).toContain(429);
    expect((await mailCount(ctx, newEmail)) - before).toBeLessThanOrEqual(
      ctx.app.config.RATE_LIMIT_MAIL_PER_EMAIL,
    );
  });
});

describe('GET /api/auth/account and DELETE /api/auth/sessions/:id', () => {
  it('lists the member’s sessions, the current one first, and ends another one', async () => {
    const member = await signedUpMember(ctx);
    const laptop = await signIn(ctx, member.email, PASSWORD);
    const list = await settings(member.cookie);
    expect(list.hasPassword).toBe(true);
    expect(list.sessions).toHaveLength(2);
    expect(list.sessions[0].current).toBe(true);
    const other = list.sessions[1];
    expect(other.current).toBe(false);

    const res = await del(`/api/auth/sessions/${other.id}`, member.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(ctx, '/api/auth/me', laptop)).json().user).toBeNull();
    expect((await get(ctx, '/api/auth/me', member.cookie)).statusCode).toBe(200);
    expect((await settings(member.cookie)).sessions).toHaveLength(1);
  });

  it('cannot end another member’s session (404) nor its own current one this way', async () => {
    const [a, b] = [await signedUpMember(ctx), await signedUpMember(ctx)];
    const bSession = (await settings(b.cookie)).sessions[0];
    expect((await del(`/api/auth/sessions/${bSession.id}`, a.cookie)).statusCode).toBe(404);
    expect((await get(ctx, '/api/auth/me', b.cookie)).statusCode).toBe(200);
    const own = (await settings(a.cookie)).sessions[0];
    expect((await del(`/api/auth/sessions/${own.id}`, a.cookie)).statusCode).toBe(404);
  });

  it('ends every other session at once', async () => {
    const member = await signedUpMember(ctx);
    const others = [await signIn(ctx, member.email, PASSWORD), await signIn(ctx, member.email, PASSWORD)];
    expect((await del('/api/auth/sessions', member.cookie)).statusCode).toBe(200);
    for (const cookie of others) expect((await get(ctx, '/api/auth/me', cookie)).json().user).toBeNull();
    expect((await settings(member.cookie)).sessions.map((s) => s.current)).toEqual([true]);
  });
});
