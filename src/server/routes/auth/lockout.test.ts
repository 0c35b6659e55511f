import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownDevices } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { lastMailTo, PASSWORD, signedUpMember } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { tokenFromMail } from '../../test/mail.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_LOGIN_PER_EMAIL: 5,
    RATE_LIMIT_LOGIN_PER_DEVICE: 3,
    RATE_LIMIT_LOGIN_PER_IP: 1000,
  });
});
afterAll(() => ctx.close());

const WRONG = 'Wrong1Password';
const NEW_PASSWORD = 'Brand1NewPass';

let ipCounter = 0;
/** A call from an address of its own (an attacker spreading over many), with the cookies given. */
function call(url: string, payload: object, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
  });
}
const login = (email: string, password: string, cookie?: string) =>
  call('/api/auth/login', { email, password }, cookie);

/** The `top5_device=...` a response sets. */
function deviceCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'top5_device');
  if (!cookie?.value) throw new Error(`no device cookie in ${res.statusCode} ${res.body}`);
  return `top5_device=${cookie.value}`;
}

/** A verified member and the device cookie of the browser they signed in on. */
async function memberWithDevice() {
  const member = await signedUpMember(ctx);
  const res = await login(member.email, PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return { ...member, device: deviceCookie(res) };
}

/** Strangers spend the email's sign-in budget from many addresses, until it answers 429. */
async function lockOut(email: string) {
  for (let i = 0; i < 5; i++) {
    const res = await login(email, WRONG);
    if (res.statusCode === 429) break;
    expect(res.statusCode).toBe(401);
  }
  const locked = await login(email, PASSWORD);
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toEqual({ error: 'Too many requests. Please try again later.' });
}

describe('lockout of an email without locking out its owner', () => {
  it('after the per-email limit, a browser without the device cookie gets 429, the owner’s browser signs in', async () => {
    const owner = await memberWithDevice();
    await lockOut(owner.email);
    expect((await login(owner.email, PASSWORD)).statusCode).toBe(429);

    const res = await login(owner.email, PASSWORD, owner.device);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe(owner.email);
    expect(res.cookies.find((c) => c.name === 'top5_session')?.value).toBeTruthy();
    // Strangers are still refused.
    expect((await login(owner.email, PASSWORD)).statusCode).toBe(429);
  });

  it('counts the known browser’s attempts on a limit of its own', async () => {
    const owner = await memberWithDevice();
    for (let i = 0; i < 3; i++) expect((await login(owner.email, WRONG, owner.device)).statusCode).toBe(401);
    expect((await login(owner.email, PASSWORD, owner.device)).statusCode).toBe(429);
    // The email's own budget was not spent by them.
    expect((await login(owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('does not let another member’s device cookie, or a made-up one, past the limit', async () => {
    const owner = await memberWithDevice();
    const other = await memberWithDevice();
    await lockOut(owner.email);
    expect((await login(owner.email, PASSWORD, other.device)).statusCode).toBe(429);
    expect((await login(owner.email, PASSWORD, `top5_device=${'x'.repeat(43)}`)).statusCode).toBe(429);
    // The other member's device still works for its own account.
    expect((await login(other.email, PASSWORD, other.device)).statusCode).toBe(200);
  });

  it('does not let an expired device cookie past the limit', async () => {
    const owner = await memberWithDevice();
    await ctx.db
      .update(knownDevices)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(knownDevices.tokenHash, hashToken(owner.device.split('=')[1])));
    await lockOut(owner.email);
    expect((await login(owner.email, PASSWORD, owner.device)).statusCode).toBe(429);
  });

  it('keeps the emailed reset working during the lockout, and the browser that used it can sign in', async () => {
    const owner = await signedUpMember(ctx);
    await lockOut(owner.email);

    const asked = await call('/api/auth/request-password-reset', { email: owner.email });
    expect(asked.statusCode).toBe(200);
    const token = tokenFromMail(await lastMailTo(ctx, owner.email), '/reset-password');
    const reset = await call('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    const device = deviceCookie(reset);

    expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(429);
    const res = await login(owner.email, NEW_PASSWORD, device);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the device cookie', () => {
  it('is HttpOnly, sent only to /api/auth, kept a year, and only its hash is stored', async () => {
    const member = await signedUpMember(ctx);
    const res = await login(member.email, PASSWORD);
    const cookie = res.cookies.find((c) => c.name === 'top5_device');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax', maxAge: 31_536_000 });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.db.select().from(knownDevices).where(eq(knownDevices.userId, member.id));
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(cookie!.value));
    expect(rows.map((r) => r.tokenHash)).not.toContain(cookie!.value);
  });

  it('keeps the same token when the member signs in again on that browser, and gives another member a new one', async () => {
    const member = await memberWithDevice();
    const again = await login(member.email, PASSWORD, member.device);
    expect(deviceCookie(again)).toBe(member.device);
    const other = await signedUpMember(ctx);
    const switched = await login(other.email, PASSWORD, member.device);
    expect(switched.statusCode).toBe(200);
    expect(deviceCookie(switched)).not.toBe(member.device);
  });

  it('is not set when the sign-in fails', async () => {
    const member = await signedUpMember(ctx);
    const res = await login(member.email, WRONG);
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'top5_device')).toBeUndefined();
  });
});
