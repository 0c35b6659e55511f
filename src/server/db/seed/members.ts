/** Inserts demo members (the hand-written ones by default) in one statement, verified, sharing one password hash. */
import { type City, cityLabel, findCountry } from '../../../shared/locations.js';
import type { Tx } from '../client.js';
import { users } from '../schema/index.js';
import { DEMO_MEMBERS, type DemoMember, demoEmail } from './content/members.js';
import { DAY_MS, HOUR_MS, type Random } from './random.js';

export interface SeededMember {
  id: number;
  username: string;
  displayName: string;
  birthYear: number;
  birthMonth: number;
  country: string;
  joinedAt: Date;
}

/** The birth year that makes the member exactly `age` on `now` (month precision, as age groups use). */
export function birthYearFor(age: number, birthMonth: number, now: Date): number {
  return now.getUTCFullYear() - age - (birthMonth > now.getUTCMonth() + 1 ? 1 : 0);
}

function cityOf(member: DemoMember): string {
  const city = findCountry(member.country)?.cities.find((c: City) => c.name === member.city);
  if (!city)
    throw new Error(`demo member ${member.username}: ${member.city} is not a city of ${member.country}`);
  return cityLabel(city);
}

export async function insertMembers(
  tx: Tx,
  passwordHash: string,
  now: Date,
  random: Random,
  list: DemoMember[] = DEMO_MEMBERS,
): Promise<SeededMember[]> {
  const values = list.map((m) => {
    // Everyone joined before the three weeks of answers, spread over the two months before that.
    const joinedAt = new Date(
      now.getTime() - (22 + random.int(0, 60)) * DAY_MS - random.int(0, 23) * HOUR_MS,
    );
    return {
      username: m.username,
      displayName: m.displayName,
      email: demoEmail(m.username),
      passwordHash,
      bio: m.bio || null,
      isVerified: true,
      birthMonth: m.birthMonth,
      birthYear: birthYearFor(m.age, m.birthMonth, now),
      country: m.country,
      city: cityOf(m),
      postalCode: m.postalCode ?? null,
      joinedAt,
      updatedAt: joinedAt,
    };
  });
  const rows = await tx.insert(users).values(values).returning({
    id: users.id,
    username: users.username,
    displayName: users.displayName,
    birthYear: users.birthYear,
    birthMonth: users.birthMonth,
    country: users.country,
    joinedAt: users.joinedAt,
  });
  return rows.map((r) => ({
    ...r,
    birthYear: r.birthYear as number,
    birthMonth: r.birthMonth as number,
    country: r.country as string,
  }));
}
