/**
 * Signed-in members' sessions kept in memory (decision 040), so a signed-in call does not read its session
 * and member rows from the database each time. Kept by token hash in the app's session cache (a read cache
 * of its own), tagged with the session's topic (its end or extension notifies it: migration 0023) and the
 * member's account (any change of their row but its stored counts: migration 0045, decision 129), so a
 * member's answers, likes and follows do not make their next call read the session again. The counts a
 * member sees of themself (GET /api/auth/me) are kept apart, tagged with the member's topic (`ownCounts`).
 * Expiry is checked on every use.
 */
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema/index.js';
import { hashToken } from '../lib/tokens.js';
import { findUserById } from '../services/auth/users.js';
import { findSessionUser, type SessionFound } from '../services/sessions.js';
import { accountTopic, sessionTopic, userTopic } from './topics.js';

/** Sessions kept at most (the least recently used go first); each holds one member row. */
export const SESSION_CACHE_ENTRIES = 10_000;

/** The live session of a cookie's token, or null; read from the database when not kept. */
export async function readSession(app: FastifyInstance, token: string): Promise<SessionFound | null> {
  const tokenHash = hashToken(token);
  const found = await keptOrLoaded(app, tokenHash);
  if (!found || found.expiresAt.getTime() > Date.now()) return found;
  // Expired as kept: another process may have extended it a moment ago, so the database decides.
  forgetSession(app, tokenHash);
  return keptOrLoaded(app, tokenHash);
}

function keptOrLoaded(app: FastifyInstance, tokenHash: string): Promise<SessionFound | null> {
  return app.sessionCache.readTagged(tokenHash, async () => {
    const found = await findSessionUser(app.db, tokenHash);
    // An unknown token is not kept: made-up cookies never push real sessions out.
    if (!found) return { value: null, topics: [], keep: false };
    // Shared by every request of the session: nobody may change it in place.
    Object.freeze(found.user);
    return { value: found, topics: [sessionTopic(tokenHash), accountTopic(found.user.id)] };
  });
}

/** Drops a kept session in this process at once (its row's notification drops it everywhere). */
export function forgetSession(app: FastifyInstance, tokenHash: string): void {
  app.sessionCache.invalidate(sessionTopic(tokenHash));
}

/** A member's stored counts as they are now: a kept session's row may be older in these alone. */
type OwnCounts = Pick<UserRow, 'answersCount' | 'publicAnswersCount' | 'followersCount' | 'followingCount'>;

/** The signed-in member's row with their counts as they are now, kept until any of them moves. */
export async function withOwnCounts(app: FastifyInstance, user: UserRow): Promise<UserRow> {
  const counts = await app.readCache.readTagged<OwnCounts | null>(`counts:${user.id}`, async () => {
    const row = await findUserById(app.db, user.id);
    if (!row) return { value: null, topics: [], keep: false };
    const { answersCount, publicAnswersCount, followersCount, followingCount } = row;
    return {
      value: { answersCount, publicAnswersCount, followersCount, followingCount },
      topics: [userTopic(user.id)],
    };
  });
  return counts ? { ...user, ...counts } : user;
}
