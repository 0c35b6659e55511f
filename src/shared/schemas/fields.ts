/** Field rules reused by several request schemas, with the messages of docs/product.md section 5. */
import { z } from 'zod';
import { MIN_AGE, MIN_BIRTH_YEAR, PASSWORD_MIN, POSTAL_CODE_MIN } from '../constants.js';
import { COUNTRIES, requiresPostal } from '../locations.js';
import { isStorableText } from '../storable-text.js';

export { isStorableText };

/** True when any string inside `value` (an object, array or string, however nested) is not storable. */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  const values = Array.isArray(value) ? value : Object.values(value);
  return values.some((v) => hasUnstorableText(v, depth + 1));
}

/** The message for text with a character that cannot be stored: '<Field> contains a character that is not allowed'. */
export const notAllowedIn = (field: string) => `${field} contains a character that is not allowed`;

/**
 * THE rule for every text a request carries (body, query string, path): a string that refuses, first and
 * with `message`, any character PostgreSQL cannot store, so nothing else (no hashing, no query) runs on it.
 * `typeError` is the message when the value is not a string at all (default: zod's). Chain the field's own
 * rules after it: `textField(notAllowedIn('Title'), TITLE_TOO_SHORT).trim().min(...)`.
 */
export function textField(message: string, typeError?: string) {
  return z
    .string(typeError === undefined ? undefined : { error: typeError })
    .refine(isStorableText, { message, abort: true });
}

export const emailField = textField(
  'Please enter a valid email address',
  'Please enter a valid email address',
)
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const loginPasswordField = textField(
  notAllowedIn('Password'),
  'Password must be at least 8 characters',
)
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const newPasswordField = loginPasswordField
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number');

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const toNumber = (v: unknown) => {
  const b = blankToUndefined(v);
  return typeof b === 'string' ? Number(b) : b;
};

export const birthMonthField = z.preprocess(
  toNumber,
  z
    // Nothing chosen reads 'Required'; something that is not a month reads 'Invalid month'.
    .number({ error: (issue) => (issue.input === undefined ? 'Required' : 'Invalid month') })
    .int('Invalid month')
    .min(1, 'Invalid month')
    .max(12, 'Invalid month'),
);

export const birthYearField = z.preprocess(
  toNumber,
  z
    .number({ error: 'Invalid year' })
    .int('Invalid year')
    .min(MIN_BIRTH_YEAR, 'Invalid year')
    .refine((y) => y <= new Date().getFullYear() - MIN_AGE, 'Must be at least 13 years old'),
);

export const countryField = textField('Country is required', 'Country is required')
  .trim()
  .min(1, { message: 'Country is required', abort: true })
  .refine((c) => COUNTRIES.some((x) => x.name === c), 'Country is required');

export const cityField = textField(notAllowedIn('City'), 'City is required')
  .trim()
  .min(1, 'City is required')
  .max(100, 'City must be at most 100 characters');

export const postalCodeField = textField(notAllowedIn('Postal code'))
  .trim()
  .max(20, 'Postal code must be at most 20 characters')
  .optional()
  .or(z.null().transform(() => undefined));

/** Postal code is required (at least 5) only where the country requires it. */
export function checkPostal(
  value: { country?: string; postalCode?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (
    value.country &&
    requiresPostal(value.country) &&
    (value.postalCode ?? '').trim().length < POSTAL_CODE_MIN
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['postalCode'],
      message: 'Postal code is required for this country',
    });
  }
}
