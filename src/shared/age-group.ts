import { AGE_GROUPS, type AgeGroup, PLACEHOLDER_BIRTH_YEAR, PLACEHOLDER_COUNTRY } from './constants.js';

/** A member's age group on a date, or null when their birth date is unknown (or still the social sign-up placeholder). */
export function ageGroupOf(
  user: { birthYear: number | null; birthMonth: number | null; country: string | null },
  on: Date = new Date(),
): AgeGroup | null {
  if (!user.birthYear || !user.birthMonth) return null;
  if (user.birthYear === PLACEHOLDER_BIRTH_YEAR && user.country === PLACEHOLDER_COUNTRY) return null;
  const age = on.getUTCFullYear() - user.birthYear - (on.getUTCMonth() + 1 < user.birthMonth ? 1 : 0);
  if (age < 13) return null;
  if (age <= 17) return AGE_GROUPS[0];
  if (age <= 24) return AGE_GROUPS[1];
  if (age <= 34) return AGE_GROUPS[2];
  if (age <= 44) return AGE_GROUPS[3];
  if (age <= 54) return AGE_GROUPS[4];
  return AGE_GROUPS[5];
}
