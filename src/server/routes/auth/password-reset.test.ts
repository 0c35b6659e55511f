import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import {
  get,
  lastMailTo,
  mailCount,
  PASSWORD,
  post,
  registerMember,
  signedUpMember,
  signIn,
} from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { tokenFromMail } from '../../test/mail.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Brand1NewPass';
const INVALID = { error: 'The password reset link is invalid or has expired.' };
const REQUESTED = {
  message: 'If an account exists with this email, you will receive a password reset link.',
};

const requestReset = (email: string) => post(ctx, '/api/auth/request-password-reset', { email });
const reset = (token: string, newPassword = NEW_PASSWORD, cookie?: string) =>
  post(ctx, '/api/auth/reset-password', { token, newPassword }, cookie);

async function resetToken(email: string): Promise<string> {
  const res = await requestReset(email);
  expect(res.json()).toEqual(REQUESTED);
  return tokenFromMail(await lastMailTo(ctx, email), '/reset-password');
}

describe('POST /api/auth/request-password-reset', () => {
  it('mails a reset link that expires after 1 hour', async () => {
    const member = await signedUpMember(ctx);
    const token = await resetToken(member.email);
    expect((await lastMailTo(ctx, member.email)).raw.replace(/=\r?\n/g, '')).toContain(
      'http://localhost:3000/reset-password?token=',
    );
    const [row] = await ctx.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers an unknown email exactly the same and sends no mail', async () => {
    const member = await signedUpMember(ctx);
    const known = await requestReset(member.email);
    const before = await mailCount(ctx);
    const unknown = await requestReset('nobody-at-all@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mailCount(ctx)).toBe(before);
  });

  it('sends no mail to an account without a password (social sign-in)', async () => {
    const member = await signedUpMember(ctx);
    await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.id));
    const before = await mailCount(ctx, member.email);
    const res = await requestReset(member.email);
    expect(res.json()).toEqual(REQUESTED);
    expect(await mailCount(ctx, member.email)).toBe(before);
  });

  it('makes the older reset link stop working when a new one is asked for', async () => {
    const member = await signedUpMember(ctx);
    const first = await resetToken(member.email);
    const second = await resetToken(member.email);
    expect((await reset(first)).json()).toEqual(INVALID);
    expect((await reset(second)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password: the old one stops working and the new one signs in', async () => {
    const member = await signedUpMember(ctx);
    const res = await reset(await resetToken(member.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password has been reset successfully' });
    const old = await post(ctx, '/api/auth/login', { email: member.email, password: PASSWORD });
    expect(old.statusCode).toBe(401);
    await signIn(ctx, member.email, NEW_PASSWORD);
  });

  it('signs the member out of their other sessions but keeps the caller signed in', async () => {
    const member = await signedUpMember(ctx);
    const otherBrowser = await signIn(ctx, member.email, PASSWORD);
    const token = await resetToken(member.email);
    const res = await reset(token, NEW_PASSWORD, member.cookie);
    expect(res.statusCode).toBe(200);
    expect((await get(ctx, '/api/auth/me', otherBrowser)).statusCode).toBe(401);
    expect((await get(ctx, '/api/auth/me', member.cookie)).statusCode).toBe(200);
  });

  it('signs the member out everywhere when the reset comes from a signed-out browser', async () => {
    const member = await signedUpMember(ctx);
    await reset(await resetToken(member.email));
    expect((await get(ctx, '/api/auth/me', member.cookie)).statusCode).toBe(401);
  });

  it('does not keep another member signed in through their own cookie', async () => {
    const member = await signedUpMember(ctx);
    const bystander = await signedUpMember(ctx);
    const res = await reset(await resetToken(member.email), NEW_PASSWORD, bystander.cookie);
    expect(res.statusCode).toBe(200);
    expect((await get(ctx, '/api/auth/me', member.cookie)).statusCode).toBe(401);
    expect((await get(ctx, '/api/auth/me', bystander.cookie)).statusCode).toBe(200);
  });

  it('marks an unverified member verified, since they read the mailbox', async () => {
    const member = await registerMember(ctx);
    expect((await reset(await resetToken(member.email))).statusCode).toBe(200);
    await signIn(ctx, member.email, NEW_PASSWORD);
  });

  it('refuses a token used once already', async () => {
    const member = await signedUpMember(ctx);
    const token = await resetToken(member.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Another1Pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('refuses a token older than 1 hour and keeps the old password', async () => {
    const member = await signedUpMember(ctx);
    const token = await resetToken(member.email);
    await ctx.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    await signIn(ctx, member.email, PASSWORD);
  });

  it('refuses a verification token and a made-up one', async () => {
    const member = await registerMember(ctx);
    const verifyToken = tokenFromMail(await lastMailTo(ctx, member.email), '/verify-email');
    expect((await reset(verifyToken)).json()).toEqual(INVALID);
    expect((await reset('made-up-token')).json()).toEqual(INVALID);
  });

  it('lets only one of two simultaneous uses of a token succeed', async () => {
    const member = await signedUpMember(ctx);
    const token = await resetToken(member.email);
    const results = await Promise.all([reset(token, 'First1Password'), reset(token, 'Second1Password')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  describe('applies the register password rules', () => {
    const cases: [string, string][] = [
      ['Ab1', 'Password must be at least 8 characters'],
      ['lowercase1', 'Password must contain at least one uppercase letter'],
      ['UPPERCASE1', 'Password must contain at least one lowercase letter'],
      ['NoNumbersHere', 'Password must contain at least one number'],
    ];
    for (const [password, message] of cases) {
      it(`"${message}"`, async () => {
        const res = await reset('some-token', password);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: message });
      });
    }
  });

  it('answers a missing token with the invalid-link message', async () => {
    const res = await post(ctx, '/api/auth/reset-password', { newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });

  it('stores the new password as an argon2id hash', async () => {
    const member = await signedUpMember(ctx);
    await reset(await resetToken(member.email));
    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toBe(await hashPassword(NEW_PASSWORD));
  });
});
