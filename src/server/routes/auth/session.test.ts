import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import {
  get,
  lastMailTo,
  PASSWORD,
  post,
  registerMember,
  sessionCookie,
  signedUpMember,
  signIn,
  validRegistration,
} from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { tokenFromMail } from '../../test/mail.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const tokenOf = (cookie: string) => hashToken(cookie.split('=')[1]);

describe('signing up and in, end to end', () => {
  it('registers, verifies through the mailed link, signs in, reads /me, signs out', async () => {
    const body = validRegistration({ email: 'Flow.Member@Example.com' });
    const registered = await post(ctx, '/api/auth/register', body);
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user).toMatchObject({
      username: body.username,
      displayName: body.displayName,
      email: 'flow.member@example.com',
      isVerified: false,
      country: 'Japan',
      city: 'Tokyo',
    });
    // Registration does not sign in.
    expect(registered.cookies.find((c) => c.name === 'top5_session')).toBeUndefined();

    const mail = await lastMailTo(ctx, 'flow.member@example.com');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    const token = tokenFromMail(mail, '/verify-email');
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('http://localhost:3000/verify-email?token=');

    const verified = await post(ctx, '/api/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: 'Email verified successfully' });

    const login = await post(ctx, '/api/auth/login', {
      email: 'FLOW.member@example.com',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ username: body.username, isVerified: true });
    const cookie = sessionCookie(login);

    const me = await get(ctx, '/api/auth/me', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('flow.member@example.com');

    const logout = await post(ctx, '/api/auth/logout', undefined, cookie);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out' });
    const cleared = logout.cookies.find((c) => c.name === 'top5_session');
    expect(cleared?.value).toBe('');

    const after = await get(ctx, '/api/auth/me', cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toHaveProperty('error');
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 without a cookie', async () => {
    const res = await get(ctx, '/api/auth/me');
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 and clears a cookie that names no session', async () => {
    const res = await get(ctx, '/api/auth/me', 'top5_session=made-up');
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'top5_session')?.value).toBe('');
  });
});

describe('POST /api/auth/login', () => {
  it('answers an unknown email and a wrong password with the same 401', async () => {
    const member = await signedUpMember(ctx);
    const wrongPassword = await post(ctx, '/api/auth/login', {
      email: member.email,
      password: 'Wrong1Password',
    });
    const unknownEmail = await post(ctx, '/api/auth/login', {
      email: 'nobody@example.com',
      password: PASSWORD,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: 'Invalid email or password' });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('refuses an unverified member with a 403 that says "not verified", only after the right password', async () => {
    const member = await registerMember(ctx);
    const right = await post(ctx, '/api/auth/login', { email: member.email, password: PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().error).toContain('not verified');
    expect(right.cookies.find((c) => c.name === 'top5_session')).toBeUndefined();
    const wrong = await post(ctx, '/api/auth/login', { email: member.email, password: 'Wrong1Password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('gives a new session id at every sign-in and ends the one the browser brought', async () => {
    const member = await signedUpMember(ctx);
    const again = await post(
      ctx,
      '/api/auth/login',
      { email: member.email, password: PASSWORD },
      member.cookie,
    );
    expect(again.statusCode).toBe(200);
    const second = sessionCookie(again);
    expect(second).not.toBe(member.cookie);
    expect((await get(ctx, '/api/auth/me', member.cookie)).statusCode).toBe(401);
    expect((await get(ctx, '/api/auth/me', second)).statusCode).toBe(200);
  });

  it('signs in from a browser still holding an expired session cookie', async () => {
    const member = await signedUpMember(ctx);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenOf(member.cookie)));
    const res = await post(
      ctx,
      '/api/auth/login',
      { email: member.email, password: PASSWORD },
      member.cookie,
    );
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(member.cookie);
    expect((await get(ctx, '/api/auth/me', fresh)).statusCode).toBe(200);
  });

  it('keeps other browsers signed in when one signs in', async () => {
    const member = await signedUpMember(ctx);
    const other = await signIn(ctx, member.email, PASSWORD);
    expect((await get(ctx, '/api/auth/me', member.cookie)).statusCode).toBe(200);
    expect((await get(ctx, '/api/auth/me', other)).statusCode).toBe(200);
  });

  it('rejects a bad email and a short password with the spec messages', async () => {
    const badEmail = await post(ctx, '/api/auth/login', { email: 'not-an-email', password: PASSWORD });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ error: 'Please enter a valid email address' });
    const short = await post(ctx, '/api/auth/login', { email: 'a@example.com', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'Password must be at least 8 characters' });
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 200 even when nobody is signed in', async () => {
    const res = await post(ctx, '/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
  });

  it('deletes the session row', async () => {
    const member = await signedUpMember(ctx);
    await post(ctx, '/api/auth/logout', undefined, member.cookie);
    const rows = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenOf(member.cookie)));
    expect(rows).toHaveLength(0);
  });
});

describe('session lifetime', () => {
  const setExpiry = (cookie: string, expiresAt: Date) =>
    ctx.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.tokenHash, tokenOf(cookie)));
  const expiryOf = async (cookie: string) =>
    (
      await ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenOf(cookie)))
    )[0]?.expiresAt;

  it('refuses and deletes an expired session', async () => {
    const member = await signedUpMember(ctx);
    await setExpiry(member.cookie, new Date(Date.now() - 1000));
    const res = await get(ctx, '/api/auth/me', member.cookie);
    expect(res.statusCode).toBe(401);
    expect(await expiryOf(member.cookie)).toBeUndefined();
  });

  it('extend-session moves the expiry to 2 hours from now and answers it', async () => {
    const member = await signedUpMember(ctx);
    await setExpiry(member.cookie, new Date(Date.now() + 5 * 60_000));
    const res = await post(ctx, '/api/auth/extend-session', undefined, member.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Your session has been extended for another 2 hours.');
    const expiresAt = new Date(body.expiresAt).getTime();
    expect(Math.abs(expiresAt - (Date.now() + 2 * 3600_000))).toBeLessThan(60_000);
    expect((await expiryOf(member.cookie))?.getTime()).toBe(expiresAt);
    const cookie = res.cookies.find((c) => c.name === 'top5_session');
    expect(cookie?.maxAge).toBe(7200);
  });

  it('extend-session answers 401 when signed out', async () => {
    const res = await post(ctx, '/api/auth/extend-session');
    expect(res.statusCode).toBe(401);
  });

  it('slides the expiry of an active member once more than 10 minutes have passed', async () => {
    const member = await signedUpMember(ctx);
    // Last extended 90 minutes ago: 30 minutes left.
    await setExpiry(member.cookie, new Date(Date.now() + 30 * 60_000));
    const res = await get(ctx, '/api/auth/me', member.cookie);
    expect(res.statusCode).toBe(200);
    const slid = (await expiryOf(member.cookie))!.getTime();
    expect(Math.abs(slid - (Date.now() + 2 * 3600_000))).toBeLessThan(60_000);
    expect(res.cookies.find((c) => c.name === 'top5_session')?.maxAge).toBe(7200);
  });

  it('does not write the expiry again within 10 minutes of the last extension', async () => {
    const member = await signedUpMember(ctx);
    const fiveMinutesAgo = new Date(Date.now() + 2 * 3600_000 - 5 * 60_000);
    await setExpiry(member.cookie, fiveMinutesAgo);
    const res = await get(ctx, '/api/auth/me', member.cookie);
    expect(res.statusCode).toBe(200);
    expect((await expiryOf(member.cookie))?.getTime()).toBe(fiveMinutesAgo.getTime());
    expect(res.cookies.find((c) => c.name === 'top5_session')).toBeUndefined();
  });
});
