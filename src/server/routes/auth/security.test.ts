import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  get,
  lastMailTo,
  PASSWORD,
  post,
  registerMember,
  signedUpMember,
  validRegistration,
} from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { tokenFromMail } from '../../test/mail.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('cross-origin calls', () => {
  it('refuses a state-changing call from another origin with 403', async () => {
    const member = await signedUpMember(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty('error');
    expect(res.cookies.find((c) => c.name === 'top5_session')).toBeUndefined();

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', cookie: member.cookie },
    });
    expect(logout.statusCode).toBe(403);
    expect((await get(ctx, '/api/auth/me', member.cookie)).statusCode).toBe(200);
  });

  it('accepts the same call from the site’s own origin', async () => {
    const member = await signedUpMember(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: PASSWORD },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, and not Secure on http', async () => {
    const member = await registerMember(ctx);
    await post(ctx, '/api/auth/verify-email', {
      token: tokenFromMail(await lastMailTo(ctx, member.email), '/verify-email'),
    });
    const res = await post(ctx, '/api/auth/login', { email: member.email, password: PASSWORD });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^top5_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain('Max-Age=7200');
    expect(header).not.toContain('Secure');
  });

  it('is Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestContext({ PUBLIC_URL: 'https://top5.example' });
    try {
      const member = await signedUpMember(secure);
      expect((await lastMailTo(secure, member.email)).raw.replace(/=\r?\n/g, '')).toContain(
        'https://top5.example/verify-email?token=',
      );
      const res = await post(secure, '/api/auth/login', { email: member.email, password: PASSWORD });
      const header = String(res.headers['set-cookie']);
      expect(header).toContain('Secure');
      expect(header).toContain('HttpOnly');
    } finally {
      await secure.close();
    }
  });
});

describe('what answers reveal', () => {
  it('no auth answer carries a password hash or another member’s email', async () => {
    const other = await signedUpMember(ctx, { email: 'other.member@example.com' });
    const bodies: string[] = [];
    const keep = async (res: Promise<{ body: string }>) => bodies.push((await res).body);

    const reg = validRegistration();
    await keep(post(ctx, '/api/auth/register', reg));
    await keep(post(ctx, '/api/auth/register', { ...validRegistration(), email: other.email }));
    await keep(post(ctx, '/api/auth/register', { ...validRegistration(), username: other.username }));
    await keep(post(ctx, '/api/auth/login', { email: reg.email, password: PASSWORD }));
    await keep(post(ctx, '/api/auth/resend-verification', { email: reg.email }));
    await keep(post(ctx, '/api/auth/resend-verification', { email: other.email }));
    const token = tokenFromMail(await lastMailTo(ctx, reg.email), '/verify-email');
    await keep(post(ctx, '/api/auth/verify-email', { token }));
    const login = await post(ctx, '/api/auth/login', { email: reg.email, password: PASSWORD });
    bodies.push(login.body);
    const cookie = `top5_session=${login.cookies.find((c) => c.name === 'top5_session')?.value}`;
    await keep(get(ctx, '/api/auth/me', cookie));
    await keep(post(ctx, '/api/auth/extend-session', undefined, cookie));
    await keep(post(ctx, '/api/auth/login', { email: other.email, password: 'Wrong1Password' }));
    await keep(post(ctx, '/api/auth/request-password-reset', { email: other.email }));
    const resetToken = tokenFromMail(await lastMailTo(ctx, other.email), '/reset-password');
    await keep(
      post(ctx, '/api/auth/reset-password', { token: resetToken, newPassword: 'Fresh1Password' }, cookie),
    );
    await keep(
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/auth/complete-profile',
        payload: { birthMonth: 1, birthYear: 1980, country: 'France', city: 'Paris' },
        headers: { cookie },
      }),
    );
    await keep(post(ctx, '/api/auth/logout', undefined, cookie));

    expect(bodies).toHaveLength(15);
    for (const body of bodies) {
      expect(body).not.toContain('$argon2');
      expect(body).not.toMatch(/password_?hash/i);
      expect(body).not.toContain(other.email);
    }
    // The member's own record does carry their own email.
    expect(bodies.some((b) => b.includes(reg.email))).toBe(true);
  });
});

describe('malformed and oversized requests', () => {
  it('answers malformed JSON with a 400 JSON error', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email": "a@example.com", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON in request body' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: JSON.stringify({ ...validRegistration(), bio: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('error');
  });

  it('answers a missing body with a 400 JSON error', async () => {
    const res = await post(ctx, '/api/auth/register');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });
});

describe('GET /api/auth/google and /api/auth/facebook on a site without their keys', () => {
  it('sends the browser back to /auth saying the provider is not configured', async () => {
    for (const provider of ['google', 'facebook']) {
      for (const url of [`/api/auth/${provider}`, `/api/auth/${provider}/callback?code=x&state=y`]) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe(`/auth?error=not_configured&provider=${provider}`);
      }
    }
  });

  it('lists neither provider as configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({ google: false, facebook: false });
  });
});
