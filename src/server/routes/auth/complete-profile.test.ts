import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { get, signedUpMember } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const complete = (payload: object, cookie?: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/auth/complete-profile',
    payload,
    headers: cookie ? { cookie } : {},
  });

const profile = { birthMonth: 2, birthYear: 1985, country: 'Canada', city: 'Toronto, Ontario' };

describe('PATCH /api/auth/complete-profile', () => {
  it('replaces a placeholder profile and answers the member', async () => {
    const member = await signedUpMember(ctx);
    await ctx.db.update(users).set({ birthYear: 2000, country: 'Unknown' }).where(eq(users.id, member.id));
    const res = await complete(profile, member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ ...profile, postalCode: null, email: member.email });
    const me = await get(ctx, '/api/auth/me', member.cookie);
    expect(me.json().user).toMatchObject(profile);
  });

  it('keeps a United States postal code', async () => {
    const member = await signedUpMember(ctx);
    const res = await complete(
      {
        birthMonth: 12,
        birthYear: 1970,
        country: 'United States',
        city: 'Seattle, Washington',
        postalCode: '98101',
      },
      member.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.postalCode).toBe('98101');
  });

  it('answers 401 when signed out', async () => {
    const res = await complete(profile);
    expect(res.statusCode).toBe(401);
  });

  it('answers a visitor 401 before reading the body, so a bad body tells them nothing', async () => {
    const res = await complete({ ...profile, birthMonth: 0 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'You must be signed in' });
  });

  describe('applies the registration rules', () => {
    const cases: [string, object, string][] = [
      ['no month', { birthMonth: '' }, 'Required'],
      ['month 0', { birthMonth: 0 }, 'Invalid month'],
      ['year 1850', { birthYear: 1850 }, 'Invalid year'],
      ['too young', { birthYear: new Date().getFullYear() - 5 }, 'Must be at least 13 years old'],
      ['the placeholder country', { country: 'Unknown' }, 'Country is required'],
      ['no city', { city: ' ' }, 'City is required'],
      [
        'United States without postal code',
        { country: 'United States', city: 'Miami, Florida' },
        'Postal code is required for this country',
      ],
    ];
    for (const [name, overrides, message] of cases) {
      it(`${name}: "${message}"`, async () => {
        const member = await signedUpMember(ctx);
        const res = await complete({ ...profile, ...overrides }, member.cookie);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: message });
      });
    }
  });
});
