/**
 * The shared schemas check cross-field rules (postal code for the country, password confirmation) only once
 * every single field is valid, as zod runs object refinements last. A person filling the form should see
 * those messages together with the others, so the form's resolver adds them when other errors hide them.
 */
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { checkPostal } from '@/shared/schemas/fields';

/** Same text as the shared schemas' confirmation refinement. */
const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

type Check<T> = (values: T) => Record<string, string>;

export function withCrossFieldChecks<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
  check: Check<T>,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) };
    for (const [name, message] of Object.entries(check(values))) {
      errors[name] ??= { type: 'custom', message };
    }
    return { values: {}, errors } as Awaited<ReturnType<Resolver<T, C, O>>>;
  };
}

/** The postal-code rule of the shared schema, run on its own. */
export function postalCodeIssue(values: { country?: unknown; postalCode?: unknown }): Record<string, string> {
  const issues: Record<string, string> = {};
  const ctx = {
    addIssue: (issue: { path?: PropertyKey[]; message?: string }) => {
      issues[String(issue.path?.[0] ?? 'postalCode')] = issue.message ?? '';
    },
  } as unknown as z.RefinementCtx;
  checkPostal(
    { country: String(values.country ?? ''), postalCode: values.postalCode ? String(values.postalCode) : '' },
    ctx,
  );
  return issues;
}

export function passwordMatchIssue(password: unknown, confirmPassword: unknown): Record<string, string> {
  return password === confirmPassword ? {} : { confirmPassword: PASSWORDS_DO_NOT_MATCH };
}
