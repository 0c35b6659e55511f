/** Finding members by the keys they sign in and register with. */
import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';

/** Emails are stored lower-cased; the shared email field lower-cases input too. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Which of an email and a username (compared case-insensitively) another member already has. */
export async function findTakenIdentity(
  db: DbOrTx,
  email: string,
  username: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, email.toLowerCase()), sql`lower(${users.username}) = lower(${username})`))
    .limit(2);
  return {
    email: rows.some((r) => r.email === email.toLowerCase()),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}
