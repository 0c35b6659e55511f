import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema/index.js';
import { lastMailTo, mailCount, post, registerMember, validRegistration } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const register = (body: unknown) => post(ctx, '/api/auth/register', body);

describe('POST /api/auth/register', () => {
  it('creates an unverified member with an argon2id hash and mails one verification link', async () => {
    const body = validRegistration({
      country: 'United States',
      city: 'Boston, Massachusetts',
      postalCode: '02101',
    });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const user = res.json().user;
    expect(user).toMatchObject({
      username: body.username,
      email: body.email,
      isVerified: false,
      isAdmin: false,
      birthMonth: 6,
      birthYear: 1990,
      postalCode: '02101',
      answersCount: 0,
    });
    expect(typeof user.joinedAt).toBe('string');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.isVerified).toBe(false);
    // The outbox worker issues the token when it sends the mail.
    const mail = await lastMailTo(ctx, body.email);
    expect(await mailCount(ctx, body.email)).toBe(1);
    const tokens = await ctx.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0].purpose).toBe('verify_email');
    // Only the hash is stored, never the token the mail carries.
    expect(mail.raw).not.toContain(tokens[0].tokenHash);
  });

  it('stores the email lower-cased and trimmed', async () => {
    const res = await register(validRegistration({ email: '  Mixed.Case@Example.COM ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe('mixed.case@example.com');
  });

  it('answers 409 for an email that already has an account, in any case', async () => {
    const first = await registerMember(ctx);
    const res = await register(validRegistration({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'An account with this email already exists' });
  });

  it('answers 409 for a username taken in another case', async () => {
    const first = await registerMember(ctx);
    const res = await register(validRegistration({ username: first.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This username is already taken' });
  });

  it('lets exactly one of two simultaneous registrations with the same email through, the other gets 409', async () => {
    const email = 'racer@example.com';
    const results = await Promise.all([
      register(validRegistration({ email })),
      register(validRegistration({ email })),
      register(validRegistration({ email })),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({ error: 'An account with this email already exists' });
    }
    const rows = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous registrations with the same username through', async () => {
    const results = await Promise.all([
      register(validRegistration({ username: 'SameName' })),
      register(validRegistration({ username: 'samename' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      error: 'This username is already taken',
    });
  });

  describe('rejects invalid input with the spec message', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['a short username', { username: 'ab' }, 'Username must be at least 3 characters'],
      ['a short display name', { displayName: 'A' }, 'Display name must be at least 2 characters'],
      ['an invalid email', { email: 'nope@' }, 'Please enter a valid email address'],
      ['a short password', { password: 'Ab1' }, 'Password must be at least 8 characters'],
      [
        'a password without uppercase',
        { password: 'lowercase1' },
        'Password must contain at least one uppercase letter',
      ],
      [
        'a password without lowercase',
        { password: 'UPPERCASE1' },
        'Password must contain at least one lowercase letter',
      ],
      [
        'a password without a number',
        { password: 'NoNumbersHere' },
        'Password must contain at least one number',
      ],
      ['no birth month', { birthMonth: undefined }, 'Required'],
      ['birth month 13', { birthMonth: 13 }, 'Invalid month'],
      ['birth year 1899', { birthYear: 1899 }, 'Invalid year'],
      ['a member under 13', { birthYear: new Date().getFullYear() - 12 }, 'Must be at least 13 years old'],
      ['no country', { country: '' }, 'Country is required'],
      ['a country outside the list', { country: 'Atlantis' }, 'Country is required'],
      ['no city', { city: '' }, 'City is required'],
      [
        'a United States address without postal code',
        { country: 'United States', city: 'Boston, Massachusetts' },
        'Postal code is required for this country',
      ],
      [
        'a United States postal code under 5 characters',
        { country: 'United States', city: 'Boston, Massachusetts', postalCode: '123' },
        'Postal code is required for this country',
      ],
    ];
    for (const [name, overrides, message] of cases) {
      it(`${name}: "${message}"`, async () => {
        const res = await register(validRegistration(overrides));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: message });
      });
    }
  });

  it('accepts a country other than the United States without a postal code', async () => {
    const res = await register(validRegistration({ country: 'Germany', city: 'Berlin', postalCode: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.postalCode).toBeNull();
  });

  it('creates nothing and sends no mail when validation fails', async () => {
    const body = validRegistration({ password: 'weak' });
    await register(body);
    expect(await mailCount(ctx, body.email)).toBe(0);
    expect(await ctx.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
  });
});
