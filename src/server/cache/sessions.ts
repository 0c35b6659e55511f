/**
 * Signed-in members' sessions kept in memory (decision 040), so a signed-in call does not read its session
 * and member rows from the database each time. Kept by token hash in the app's session cache (a read cache
 * of its own), tagged with the session's topic (its end or extension notifies it: migration 0023) and the
 * member's (any change of their row notifies it: migration 0014). Expiry is checked on every use.
 */
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../lib/tokens.js';
import { findSessionUser, type SessionFound } from '../services/sessions.js';
import { sessionTopic, userTopic } from './topics.js';

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
    return { value: found, topics: [sessionTopic(tokenHash), userTopic(found.user.id)] };
  });
}

/** Drops a kept session in this process at once (its row's notification drops it everywhere). */
export function forgetSession(app: FastifyInstance, tokenHash: string): void {
  app.sessionCache.invalidate(sessionTopic(tokenHash));
}
