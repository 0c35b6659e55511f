import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  birthMonthField,
  birthYearField,
  checkPostal,
  cityField,
  countryField,
  emailField,
  hasUnstorableText,
  isStorableText,
  loginPasswordField,
  newPasswordField,
  notAllowedIn,
  textField,
} from './fields.js';

/** The first message a schema gives for a value, or null when the value passes. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
}

const thisYear = new Date().getFullYear();

describe('emailField', () => {
  it('accepts an address and lower-cases and trims it', () => {
    expect(emailField.parse('  Someone@Example.COM ')).toBe('someone@example.com');
  });
  it.each(['', 'plain', 'a@', '@b.com', 'a b@c.com', undefined, 42])(
    'rejects %j: "Please enter a valid email address"',
    (v) => {
      expect(messageOf(emailField, v)).toBe('Please enter a valid email address');
    },
  );
});

describe('loginPasswordField', () => {
  it('needs 8 characters: "Password must be at least 8 characters"', () => {
    expect(messageOf(loginPasswordField, 'seven77')).toBe('Password must be at least 8 characters');
    expect(messageOf(loginPasswordField, undefined)).toBe('Password must be at least 8 characters');
    expect(messageOf(loginPasswordField, 'eight888')).toBeNull();
  });
  it('does not ask a signing-in member for the register rules', () => {
    expect(messageOf(loginPasswordField, 'alllowercase')).toBeNull();
  });
});

describe('newPasswordField', () => {
  it.each([
    ['Ab1', 'Password must be at least 8 characters'],
    ['lowercase1', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE1', 'Password must contain at least one lowercase letter'],
    ['NoNumbersHere', 'Password must contain at least one number'],
  ])('rejects %j: "%s"', (password, message) => {
    expect(messageOf(newPasswordField, password)).toBe(message);
  });
  it('accepts upper, lower and a number in 8 characters', () => {
    expect(messageOf(newPasswordField, 'Passw0rd')).toBeNull();
  });
});

describe('birthMonthField', () => {
  it.each([undefined, '', null])('answers %j with "Required"', (v) => {
    expect(messageOf(birthMonthField, v)).toBe('Required');
  });
  it.each([0, 13, 1.5, 'abc'])('answers %j with "Invalid month"', (v) => {
    expect(messageOf(birthMonthField, v)).toBe('Invalid month');
  });
  it('accepts 1 to 12, also as a form string', () => {
    expect(birthMonthField.parse(1)).toBe(1);
    expect(birthMonthField.parse('12')).toBe(12);
  });
});

describe('birthYearField', () => {
  it.each([undefined, '', 1899, 1990.5, 'abc'])('answers %j with "Invalid year"', (v) => {
    expect(messageOf(birthYearField, v)).toBe('Invalid year');
  });
  it('needs the member to be at least 13: "Must be at least 13 years old"', () => {
    expect(messageOf(birthYearField, thisYear - 12)).toBe('Must be at least 13 years old');
    expect(messageOf(birthYearField, thisYear)).toBe('Must be at least 13 years old');
    expect(messageOf(birthYearField, thisYear - 13)).toBeNull();
  });
  it('accepts 1900', () => {
    expect(birthYearField.parse('1900')).toBe(1900);
  });
});

describe('countryField and cityField', () => {
  it.each(['', '  ', 'Unknown', 'Atlantis', undefined])('country %j: "Country is required"', (v) => {
    expect(messageOf(countryField, v)).toBe('Country is required');
  });
  it('accepts each of the 10 countries', () => {
    for (const c of [
      'United States',
      'United Kingdom',
      'Japan',
      'India',
      'Mexico',
      'Canada',
      'Brazil',
      'Germany',
      'France',
      'Australia',
    ]) {
      expect(messageOf(countryField, c)).toBeNull();
    }
  });
  it.each(['', '   ', undefined])('city %j: "City is required"', (v) => {
    expect(messageOf(cityField, v)).toBe('City is required');
  });
  it("accepts 'Other' as a city", () => {
    expect(messageOf(cityField, 'Other')).toBeNull();
  });
});

describe('checkPostal', () => {
  const schema = z
    .object({ country: z.string(), postalCode: z.string().optional() })
    .superRefine(checkPostal);
  it('requires at least 5 characters for the United States: "Postal code is required for this country"', () => {
    expect(messageOf(schema, { country: 'United States' })).toBe('Postal code is required for this country');
    expect(messageOf(schema, { country: 'United States', postalCode: '1234' })).toBe(
      'Postal code is required for this country',
    );
    expect(messageOf(schema, { country: 'United States', postalCode: '    12' })).toBe(
      'Postal code is required for this country',
    );
    expect(messageOf(schema, { country: 'United States', postalCode: '12345' })).toBeNull();
  });
  it('does not require one elsewhere', () => {
    for (const country of ['United Kingdom', 'Canada', 'Japan']) {
      expect(messageOf(schema, { country })).toBeNull();
    }
  });
});

describe('textField: text PostgreSQL cannot store', () => {
  const title = textField(notAllowedIn('Title'), 'Title must be at least 5 characters')
    .trim()
    .min(5, 'short');

  it.each([
    ['a NUL', 'Top 5\u0000 films'],
    ['a lone high surrogate', 'Top 5 \ud83d films'],
    ['a lone low surrogate', 'Top 5 \ude00 films'],
    ['a low surrogate before its high one', 'Top 5 \ude00\ud83d films'],
  ])('refuses %s with the field’s message, before its other rules', (_, value) => {
    expect(messageOf(title, value)).toBe('Title contains a character that is not allowed');
  });

  it('refuses it first, even in text too short for the field', () => {
    expect(messageOf(title, '\u0000')).toBe('Title contains a character that is not allowed');
  });

  it('accepts any other text, emoji (surrogate pairs) and control characters included', () => {
    expect(title.parse('  Top 5 😀 films\t\u0001 ')).toBe('Top 5 😀 films\t\u0001');
    expect(isStorableText('😀')).toBe(true);
    expect(isStorableText('')).toBe(true);
  });

  it('gives a value of the wrong type the field’s type message', () => {
    expect(messageOf(title, 42)).toBe('Title must be at least 5 characters');
  });

  it('finds unstorable text anywhere in a request part', () => {
    expect(hasUnstorableText({ a: [{ b: 'ok' }, 'x\u0000'] })).toBe(true);
    expect(hasUnstorableText({ a: [{ b: 'ok' }, 1, null, true] })).toBe(false);
  });
});
