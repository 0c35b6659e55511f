/**
 * Completing a profile: birth month and year and location, with the registration rules. Only the
 * placeholder profile a social sign-up starts with can be completed, once: the birth date places a member's
 * lists in an age group, so it is set once (an admin can correct it, services/users/birth-date.ts).
 */
import { and, eq } from 'drizzle-orm';
import { PLACEHOLDER_BIRTH_YEAR, PLACEHOLDER_COUNTRY } from '../../../shared/constants.js';
import type { CompleteProfileInput } from '../../../shared/schemas/auth.js';
import type { DbOrTx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { AUTH_MESSAGES } from './messages.js';

export async function completeProfile(
  db: DbOrTx,
  userId: number,
  input: CompleteProfileInput,
): Promise<UserRow> {
  // One statement: two completions racing, the second finds the profile no longer a placeholder.
  const [user] = await db
    .update(users)
    .set({
      birthMonth: input.birthMonth,
      birthYear: input.birthYear,
      country: input.country,
      city: input.city,
      postalCode: input.postalCode || null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.birthYear, PLACEHOLDER_BIRTH_YEAR),
        eq(users.country, PLACEHOLDER_COUNTRY),
      ),
    )
    .returning();
  if (user) return user;
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!exists) throw notFound('User not found');
  throw forbidden(AUTH_MESSAGES.profileAlreadyComplete);
}
