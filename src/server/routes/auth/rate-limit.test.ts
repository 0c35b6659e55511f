import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { PASSWORD, validRegistration } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_LOGIN_PER_EMAIL: 3,
    RATE_LIMIT_LOGIN_PER_IP: 5,
    RATE_LIMIT_REGISTER_PER_IP: 2,
    RATE_LIMIT_MAIL_PER_EMAIL: 2,
    RATE_LIMIT_MAIL_PER_IP: 3,
  });
});
afterAll(() => ctx.close());

const from = (ip: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

/** A verified member, registered from an address of its own so no test's register limit is touched. */
let memberCount = 0;
async function verifiedMember() {
  memberCount += 1;
  const body = validRegistration();
  const res = await from(`10.9.0.${memberCount}`, '/api/auth/register', body);
  expect(res.statusCode).toBe(201);
  await ctx.db.update(users).set({ isVerified: true }).where(eq(users.email, body.email));
  return body;
}

function expectLimited(res: Awaited<ReturnType<typeof from>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: 'Too many requests. Please try again later.' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe('rate limits', () => {
  it('stops sign-in attempts on one email after the limit, even with the right password', async () => {
    const member = await verifiedMember();
    for (let i = 0; i < 3; i++) {
      const res = await from('10.0.0.1', '/api/auth/login', {
        email: member.email,
        password: 'Wrong1Password',
      });
      expect(res.statusCode).toBe(401);
    }
    expectLimited(await from('10.0.0.2', '/api/auth/login', { email: member.email, password: PASSWORD }));
  });

  it('counts sign-in attempts per email: another email from the same address still works', async () => {
    const member = await verifiedMember();
    for (let i = 0; i < 3; i++)
      await from('10.0.1.1', '/api/auth/login', { email: 'x@example.com', password: PASSWORD });
    const res = await from('10.0.1.1', '/api/auth/login', { email: member.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('stops sign-in attempts from one IP address across emails', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await from('10.0.2.1', '/api/auth/login', {
        email: `ip${i}@example.com`,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(401);
    }
    expectLimited(
      await from('10.0.2.1', '/api/auth/login', { email: 'ip9@example.com', password: PASSWORD }),
    );
  });

  it('limits registrations per IP address', async () => {
    expect((await from('10.0.3.1', '/api/auth/register', validRegistration())).statusCode).toBe(201);
    expect((await from('10.0.3.1', '/api/auth/register', validRegistration())).statusCode).toBe(201);
    expectLimited(await from('10.0.3.1', '/api/auth/register', validRegistration()));
    expect((await from('10.0.3.2', '/api/auth/register', validRegistration())).statusCode).toBe(201);
  });

  it('limits mail requests per email, resend and reset together', async () => {
    const member = await verifiedMember();
    const email = { email: member.email };
    expect((await from('10.0.4.1', '/api/auth/resend-verification', email)).statusCode).toBe(200);
    expect((await from('10.0.4.2', '/api/auth/request-password-reset', email)).statusCode).toBe(200);
    expectLimited(await from('10.0.4.3', '/api/auth/resend-verification', email));
    expectLimited(await from('10.0.4.4', '/api/auth/request-password-reset', email));
  });

  it('limits mail requests per IP address, for unknown emails too', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await from('10.0.5.1', '/api/auth/request-password-reset', { email: `m${i}@example.com` });
      expect(res.statusCode).toBe(200);
    }
    expectLimited(await from('10.0.5.1', '/api/auth/resend-verification', { email: 'm9@example.com' }));
  });
});
