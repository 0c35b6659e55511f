import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  completeProfileSchema,
  emailOnlySchema,
  loginSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from './auth.js';

/** Every message a schema gives for a value, by field path. */
function issues(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const registration = {
  username: 'popfan',
  displayName: 'Pop Fan',
  email: 'pop.fan@example.com',
  password: 'Passw0rdOK',
  birthMonth: 4,
  birthYear: 1995,
  country: 'United Kingdom',
  city: 'London, England',
};

describe('loginSchema', () => {
  it('accepts an email and a password of 8 characters', () => {
    expect(loginSchema.parse({ email: 'A@B.co', password: 'whatever' })).toEqual({
      email: 'a@b.co',
      password: 'whatever',
    });
  });
  it('gives the spec messages', () => {
    expect(issues(loginSchema, { email: 'nope', password: 'short' })).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters'],
    });
  });
});

describe('registerSchema', () => {
  it('accepts a valid registration without a postal code outside the United States', () => {
    expect(registerSchema.safeParse(registration).success).toBe(true);
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ username: '  ab  ' }, 'username', 'Username must be at least 3 characters'],
    [{ displayName: 'X' }, 'displayName', 'Display name must be at least 2 characters'],
    [{ email: 'x@' }, 'email', 'Please enter a valid email address'],
    [{ password: 'Pass1' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'password1' }, 'password', 'Password must contain at least one uppercase letter'],
    [{ password: 'PASSWORD1' }, 'password', 'Password must contain at least one lowercase letter'],
    [{ password: 'Passwordx' }, 'password', 'Password must contain at least one number'],
    [{ birthMonth: undefined }, 'birthMonth', 'Required'],
    [{ birthMonth: 13 }, 'birthMonth', 'Invalid month'],
    [{ birthYear: 1899 }, 'birthYear', 'Invalid year'],
    [{ birthYear: new Date().getFullYear() - 10 }, 'birthYear', 'Must be at least 13 years old'],
    [{ country: '' }, 'country', 'Country is required'],
    [{ city: '' }, 'city', 'City is required'],
    [
      { country: 'United States', city: 'Miami, Florida' },
      'postalCode',
      'Postal code is required for this country',
    ],
  ])('%j gives %s: "%s"', (overrides, field, message) => {
    expect(issues(registerSchema, { ...registration, ...overrides })[field]?.[0]).toBe(message);
  });

  it('does not carry confirmPassword to the server', () => {
    const parsed = registerSchema.parse({ ...registration, confirmPassword: registration.password });
    expect(parsed).not.toHaveProperty('confirmPassword');
  });

  it('accepts a United States registration with a 5-digit postal code', () => {
    const us = { ...registration, country: 'United States', city: 'Miami, Florida', postalCode: '33101' };
    expect(registerSchema.parse(us).postalCode).toBe('33101');
  });
});

describe('registerFormSchema', () => {
  it('says "Passwords do not match" under confirmPassword', () => {
    expect(issues(registerFormSchema, { ...registration, confirmPassword: 'Different1' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });
  it('shows the mismatch beside other field errors', () => {
    const found = issues(registerFormSchema, {
      ...registration,
      country: 'United States',
      confirmPassword: 'Different1',
    });
    expect(found.postalCode).toEqual(['Postal code is required for this country']);
    expect(found.confirmPassword).toEqual(['Passwords do not match']);
  });
  it('passes when the passwords match', () => {
    expect(
      registerFormSchema.safeParse({ ...registration, confirmPassword: registration.password }).success,
    ).toBe(true);
  });
});

describe('emailOnlySchema (resend verification, forgot password)', () => {
  it('needs a valid email', () => {
    expect(issues(emailOnlySchema, { email: '' })).toEqual({ email: ['Please enter a valid email address'] });
    expect(emailOnlySchema.parse({ email: ' Me@Example.com' })).toEqual({ email: 'me@example.com' });
  });
});

describe('verifyEmailSchema', () => {
  it('answers a missing token with "No verification token provided"', () => {
    expect(issues(verifyEmailSchema, {})).toEqual({ token: ['No verification token provided'] });
    expect(issues(verifyEmailSchema, { token: '' })).toEqual({ token: ['No verification token provided'] });
  });
});

describe('resetPasswordSchema and its form', () => {
  it('applies the register password rules to newPassword', () => {
    expect(issues(resetPasswordSchema, { token: 't', newPassword: 'lowercase1' })).toEqual({
      newPassword: ['Password must contain at least one uppercase letter'],
    });
    expect(resetPasswordSchema.safeParse({ token: 't', newPassword: 'Passw0rdOK' }).success).toBe(true);
  });
  it('answers a missing token with the invalid-link message', () => {
    expect(issues(resetPasswordSchema, { newPassword: 'Passw0rdOK' })).toEqual({
      token: ['The password reset link is invalid or has expired.'],
    });
  });
  it('the form says "Passwords do not match"', () => {
    expect(
      issues(resetPasswordFormSchema, { newPassword: 'Passw0rdOK', confirmPassword: 'Passw0rdNO' }),
    ).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
    expect(
      issues(resetPasswordFormSchema, { newPassword: 'short', confirmPassword: 'short' }).newPassword?.[0],
    ).toBe('Password must be at least 8 characters');
  });
});

describe('completeProfileSchema', () => {
  const profile = { birthMonth: '7', birthYear: '1988', country: 'India', city: 'Other' };
  it('accepts form strings and turns them into numbers', () => {
    expect(completeProfileSchema.parse(profile)).toEqual({
      birthMonth: 7,
      birthYear: 1988,
      country: 'India',
      city: 'Other',
    });
  });
  it.each([
    [{ birthMonth: '' }, 'birthMonth', 'Required'],
    [{ birthMonth: '0' }, 'birthMonth', 'Invalid month'],
    [{ birthYear: '1800' }, 'birthYear', 'Invalid year'],
    [{ birthYear: String(new Date().getFullYear()) }, 'birthYear', 'Must be at least 13 years old'],
    [{ country: 'Unknown' }, 'country', 'Country is required'],
    [{ city: '' }, 'city', 'City is required'],
    [{ country: 'United States', postalCode: '' }, 'postalCode', 'Postal code is required for this country'],
  ])('%j gives %s: "%s"', (overrides, field, message) => {
    expect(issues(completeProfileSchema, { ...profile, ...overrides })[field]?.[0]).toBe(message);
  });
  it('needs no postal code outside the United States', () => {
    expect(
      completeProfileSchema.safeParse({ ...profile, country: 'Australia', postalCode: null }).success,
    ).toBe(true);
  });
});
