/**
 * Known devices (decision 016): a browser that signed in (or set a new password through the mailed link)
 * keeps a random token in a long-lived HttpOnly cookie; only its SHA-256 is stored, with the member. Its
 * sign-ins are counted on a limit of their own, so failures on the email from elsewhere cannot lock the
 * owner out. The token grants nothing else: the password is still checked.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { knownDevices, users } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';

export const KNOWN_DEVICE_TTL_MS = 365 * 24 * 60 * 60_000;

/**
 * The hash of the device token when it is live and belongs to the member with this email, else null
 * (no cookie, an unknown or expired token, or another member's device).
 */
export async function knownDeviceOf(
  db: DbOrTx,
  token: string | undefined,
  email: string,
): Promise<string | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(
        eq(knownDevices.tokenHash, tokenHash),
        eq(users.email, email.toLowerCase()),
        gt(knownDevices.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows[0]?.tokenHash ?? null;
}

/**
 * Remembers the browser for the member for another year: the token it brought when that is already the
 * member's live device, otherwise a new one (a browser remembers one member: the last to sign in on it).
 * Drops the member's expired devices. Returns the token for the cookie.
 */
export async function rememberDevice(db: DbOrTx, userId: number, token: string | undefined): Promise<string> {
  const expiresAt = new Date(Date.now() + KNOWN_DEVICE_TTL_MS);
  await db
    .delete(knownDevices)
    .where(and(eq(knownDevices.userId, userId), lte(knownDevices.expiresAt, sql`now()`)));
  if (token) {
    const kept = await db
      .update(knownDevices)
      .set({ expiresAt, lastUsedAt: new Date() })
      .where(
        and(
          eq(knownDevices.tokenHash, hashToken(token)),
          eq(knownDevices.userId, userId),
          gt(knownDevices.expiresAt, sql`now()`),
        ),
      )
      .returning({ tokenHash: knownDevices.tokenHash });
    if (kept.length > 0) return token;
  }
  const fresh = newToken();
  await db.insert(knownDevices).values({ tokenHash: hashToken(fresh), userId, expiresAt });
  return fresh;
}
