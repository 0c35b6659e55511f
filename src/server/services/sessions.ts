/** Sessions: an opaque cookie token whose SHA-256 is the row key; lives 2 hours from its last extension. */
import { and, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import { SESSION_TTL_MS } from '../../shared/constants.js';
import type { DbOrTx } from '../db/client.js';
import { sessions, type UserRow, users } from '../db/schema/index.js';
import { hashToken, newToken } from '../lib/tokens.js';

/**
 * An active member's session slides forward on their API calls, but at most once per this interval,
 * so a busy member costs one write per ten minutes rather than one per request.
 */
export const SESSION_SLIDE_INTERVAL_MS = 10 * 60_000;

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

export interface SessionFound {
  user: UserRow;
  tokenHash: string;
  expiresAt: Date;
}

/**
 * The lookup of a session not kept in memory (cache/sessions.ts), built once per database and prepared by
 * name, so it is neither built again nor parsed and planned again by the server (on each pooled connection,
 * PostgreSQL keeps it after its first use). It reads the session and member rows as they are now.
 */
function prepareSessionLookup(db: DbOrTx) {
  return db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('find_session_user');
}

const sessionLookups = new WeakMap<DbOrTx, ReturnType<typeof prepareSessionLookup>>();

/** The user of the live session with this token hash, or null; an expired session is deleted. */
export async function findSessionUser(db: DbOrTx, tokenHash: string): Promise<SessionFound | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ tokenHash });
  const row = rows[0];
  if (!row) return null;
  if (row.expiresAt.getTime() <= Date.now()) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  return { user: row.user, tokenHash, expiresAt: row.expiresAt };
}

/** Whether a session was last extended more than SESSION_SLIDE_INTERVAL_MS ago. */
export function isDueForSlide(expiresAt: Date, now = Date.now()): boolean {
  return expiresAt.getTime() < now + SESSION_TTL_MS - SESSION_SLIDE_INTERVAL_MS;
}

/**
 * Moves a live session's expiry to 2 hours from now, but only if it was last extended more than
 * SESSION_SLIDE_INTERVAL_MS ago: of several concurrent calls only one writes. Returns the new expiry,
 * or null when nothing was written.
 */
export async function slideSession(db: DbOrTx, tokenHash: string): Promise<Date | null> {
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  const rows = await db
    .update(sessions)
    .set({ expiresAt })
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date(now)),
        lt(sessions.expiresAt, new Date(now + SESSION_TTL_MS - SESSION_SLIDE_INTERVAL_MS)),
      ),
    )
    .returning({ expiresAt: sessions.expiresAt });
  return rows[0]?.expiresAt ?? null;
}

/** Extends a live session to 2 hours from now; null when the session is gone or already expired. */
export async function extendSession(db: DbOrTx, tokenHash: string): Promise<Date | null> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const rows = await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .returning({ expiresAt: sessions.expiresAt });
  return rows[0]?.expiresAt ?? null;
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

/** Drops a member's expired sessions (done at each sign-in, so the table does not grow without end). */
export async function deleteExpiredUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date())));
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
}
