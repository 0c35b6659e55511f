/**
 * The transient record of a social sign-in in flight (state, nonce, PKCE verifier), kept in the database and
 * bound to the browser by a random token in a short-lived cookie: only the token's SHA-256 is stored, it is
 * used once, and it expires after 10 minutes.
 */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { SocialProvider } from '../../../shared/api/auth.js';
import type { DbOrTx } from '../../db/client.js';
import { socialSignInStates } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';

export const SOCIAL_STATE_TTL_MS = 10 * 60_000;

export interface SocialStateChecks {
  state: string;
  nonce?: string | null;
  codeVerifier?: string | null;
}

export interface SocialState extends SocialStateChecks {
  provider: SocialProvider;
  createdAt: Date;
}

/** Saves a sign-in's checks and returns the raw token for the cookie; expired records are swept on the way. */
export async function saveSocialState(
  db: DbOrTx,
  provider: SocialProvider,
  checks: SocialStateChecks,
): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.delete(socialSignInStates).where(lte(socialSignInStates.expiresAt, now));
  await db.insert(socialSignInStates).values({
    tokenHash: hashToken(token),
    provider,
    state: checks.state,
    nonce: checks.nonce ?? null,
    codeVerifier: checks.codeVerifier ?? null,
    expiresAt: new Date(now.getTime() + SOCIAL_STATE_TTL_MS),
  });
  return token;
}

/**
 * Takes the record of a cookie token: deletes it and returns it if it is live and for this provider, else null.
 * One conditional DELETE, so of two callbacks with the same cookie only one gets it.
 */
export async function takeSocialState(
  db: DbOrTx,
  provider: SocialProvider,
  token: string | undefined,
): Promise<SocialState | null> {
  if (!token) return null;
  const rows = await db
    .delete(socialSignInStates)
    .where(
      and(
        eq(socialSignInStates.tokenHash, hashToken(token)),
        eq(socialSignInStates.provider, provider),
        gt(socialSignInStates.expiresAt, new Date()),
      ),
    )
    .returning();
  const row = rows[0];
  if (!row) return null;
  return {
    provider,
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.codeVerifier,
    createdAt: row.createdAt,
  };
}
