/** Sessions: an opaque cookie token whose SHA-256 is the row key; lives 2 hours from its last extension. */
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import { SESSION_TTL_MS } from '../../shared/constants.js';
import type { DbOrTx } from '../db/client.js';
import { sessions, type UserRow, users } from '../db/schema/index.js';
import { hashToken, newToken } from '../lib/tokens.js';

export async function createSession(
  db: DbOrTx,
  userId: number,
  userAgent?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt, userAgent: userAgent?.slice(0, 300) });
  return { token, expiresAt };
}

/** The user of a live session, or null; an expired session is deleted. */
export async function findSessionUser(
  db: DbOrTx,
  token: string,
): Promise<{ user: UserRow; tokenHash: string } | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.expiresAt.getTime() <= Date.now()) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  return { user: row.user, tokenHash };
}

export async function extendSession(db: DbOrTx, tokenHash: string): Promise<Date> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())));
  return expiresAt;
}

export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Signs a member out everywhere, except the given session when one is named. */
export async function deleteUserSessions(
  db: DbOrTx,
  userId: number,
  exceptTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
}
