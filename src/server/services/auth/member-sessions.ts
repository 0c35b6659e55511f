/** A member's own signed-in browsers: listing them and signing one (or all but this one) out. */
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { SESSION_TTL_MS } from '../../../shared/constants.js';
import type { DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';

/** How many sessions the list shows at most (the most recently active). */
export const SESSIONS_SHOWN_MAX = 50;

export interface MemberSessionRow {
  id: number;
  userAgent: string | null;
  signedInAt: Date;
  lastActiveAt: Date;
  current: boolean;
}

/**
 * The member's live sessions, the asking one first, then by last activity. A session's expiry is moved two
 * hours past its last use (at most every 10 minutes), so the last activity is read back from it.
 */
export async function listMemberSessions(
  db: DbOrTx,
  userId: number,
  currentTokenHash: string | undefined,
): Promise<MemberSessionRow[]> {
  const rows = await db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.expiresAt))
    .limit(SESSIONS_SHOWN_MAX);
  const shown = rows.map((row) => ({
    id: row.id,
    userAgent: row.userAgent,
    signedInAt: row.createdAt,
    lastActiveAt: new Date(Math.max(row.createdAt.getTime(), row.expiresAt.getTime() - SESSION_TTL_MS)),
    current: row.tokenHash === currentTokenHash,
  }));
  return [...shown.filter((s) => s.current), ...shown.filter((s) => !s.current)];
}

/**
 * Ends one of the member's sessions other than the asking one; the token hash of the ended session (for
 * this process's session cache: the row's trigger tells the others), or null when there is none such.
 */
export async function endMemberSession(
  db: DbOrTx,
  userId: number,
  sessionId: number,
  currentTokenHash: string | undefined,
): Promise<string | null> {
  const rows = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        currentTokenHash ? ne(sessions.tokenHash, currentTokenHash) : undefined,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows[0]?.tokenHash ?? null;
}

/** Ends every session of the member but the asking one; the token hashes ended. */
export async function endOtherMemberSessions(
  db: DbOrTx,
  userId: number,
  currentTokenHash: string | undefined,
): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        currentTokenHash ? ne(sessions.tokenHash, currentTokenHash) : undefined,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((row) => row.tokenHash);
}
