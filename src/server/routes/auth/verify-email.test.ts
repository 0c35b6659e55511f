import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import {
  lastMailTo,
  mailCount,
  PASSWORD,
  post,
  registerMember,
  signedUpMember,
} from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { tokenFromMail } from '../../test/mail.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const INVALID = { error: 'Invalid or expired verification token' };
const verify = (token: unknown) => post(ctx, '/api/auth/verify-email', { token });
const isVerified = async (id: number) =>
  (await ctx.db.select().from(users).where(eq(users.id, id)))[0].isVerified;

describe('POST /api/auth/verify-email', () => {
  it('verifies the member so they can sign in', async () => {
    const member = await registerMember(ctx);
    const res = await verify(tokenFromMail(await lastMailTo(ctx, member.email), '/verify-email'));
    expect(res.json()).toEqual({ message: 'Email verified successfully' });
    expect(await isVerified(member.id)).toBe(true);
    const login = await post(ctx, '/api/auth/login', { email: member.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a token used once already', async () => {
    const member = await registerMember(ctx);
    const token = tokenFromMail(await lastMailTo(ctx, member.email), '/verify-email');
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('lets only one of two simultaneous uses of a token succeed', async () => {
    const member = await registerMember(ctx);
    const token = tokenFromMail(await lastMailTo(ctx, member.email), '/verify-email');
    const results = await Promise.all([verify(token), verify(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a token older than 24 hours', async () => {
    const member = await registerMember(ctx);
    const token = tokenFromMail(await lastMailTo(ctx, member.email), '/verify-email');
    await ctx.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect(await isVerified(member.id)).toBe(false);
  });

  it('issues tokens that expire 24 hours after they are mailed', async () => {
    const member = await registerMember(ctx);
    const [row] = await ctx.db.select().from(emailTokens).where(eq(emailTokens.userId, member.id));
    const hours = (row.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('refuses a made-up token', async () => {
    const res = await verify('x'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('refuses a reset-password token', async () => {
    const member = await registerMember(ctx);
    await post(ctx, '/api/auth/request-password-reset', { email: member.email });
    const resetToken = tokenFromMail(await lastMailTo(ctx, member.email), '/reset-password');
    const res = await verify(resetToken);
    expect(res.statusCode).toBe(400);
  });

  it('answers a missing token with "No verification token provided"', async () => {
    const res = await post(ctx, '/api/auth/verify-email', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'No verification token provided' });
  });
});

describe('POST /api/auth/resend-verification', () => {
  const MESSAGE = {
    message: 'If your account exists and is not verified, you will receive a new verification link.',
  };
  const resend = (email: string) => post(ctx, '/api/auth/resend-verification', { email });

  it('mails a new link to an unverified member, and the older link stops working', async () => {
    const member = await registerMember(ctx);
    const oldToken = tokenFromMail(await lastMailTo(ctx, member.email), '/verify-email');
    const res = await resend(member.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(MESSAGE);
    expect(await mailCount(ctx, member.email)).toBe(2);
    const newToken = tokenFromMail(await lastMailTo(ctx, member.email), '/verify-email');
    expect(newToken).not.toBe(oldToken);
    expect((await verify(oldToken)).statusCode).toBe(400);
    expect((await verify(newToken)).statusCode).toBe(200);
  });

  it('answers an unknown email exactly the same and sends no mail', async () => {
    const member = await registerMember(ctx);
    const known = await resend(member.email);
    const before = await mailCount(ctx);
    const unknown = await resend('nobody-here@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mailCount(ctx)).toBe(before);
  });

  it('sends no mail to a member who is already verified', async () => {
    const member = await signedUpMember(ctx);
    const before = await mailCount(ctx, member.email);
    const res = await resend(member.email);
    expect(res.json()).toEqual(MESSAGE);
    expect(await mailCount(ctx, member.email)).toBe(before);
  });

  it('rejects an invalid email with the spec message', async () => {
    const res = await resend('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please enter a valid email address' });
  });
});
