/** Completing a profile: birth month and year and location, with the registration rules. */
import { eq } from 'drizzle-orm';
import type { CompleteProfileInput } from '../../../shared/schemas/auth.js';
import type { DbOrTx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';

export async function completeProfile(
  db: DbOrTx,
  userId: number,
  input: CompleteProfileInput,
): Promise<UserRow> {
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
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound('User not found');
  return user;
}
