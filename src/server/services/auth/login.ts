/** Signing in: checking the password, then a brand-new session. */
import type { LoginInput } from '../../../shared/schemas/auth.js';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { forbidden, unauthorized } from '../../lib/http-error.js';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.js';
import { createSession, deleteExpiredUserSessions, deleteSession } from '../sessions.js';
import { rememberDevice } from './known-devices.js';
import { AUTH_MESSAGES } from './messages.js';
import { findUserByEmail } from './users.js';

/**
 * The member with these credentials, or a 401 that is the same for an unknown email, a wrong password and
 * an account without a password (an unknown email is checked against a dummy hash, so it takes as long).
 * Only once the password is right does an unverified member learn that they must verify first (403).
 */
export async function authenticate(db: DbOrTx, input: LoginInput): Promise<UserRow> {
  const user = await findUserByEmail(db, input.email);
  const passwordHash = user?.passwordHash ?? (await dummyPasswordHash());
  const passwordOk = await verifyPassword(passwordHash, input.password);
  if (!user?.passwordHash || !passwordOk) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  if (!user.isVerified) throw forbidden(AUTH_MESSAGES.emailNotVerified);
  return user;
}

/**
 * Starts a session with a new id (never reusing one the browser brought, against session fixation),
 * ending the browser's previous session and the member's expired ones, and remembers the browser as one
 * of the member's known devices for a year (the token for its cookie comes back as deviceToken).
 */
export async function startSession(
  db: DbOrTx,
  userId: number,
  options: { previousTokenHash?: string | null; userAgent?: string; deviceToken?: string },
): Promise<{ token: string; expiresAt: Date; deviceToken: string }> {
  return db.transaction(async (tx) => {
    if (options.previousTokenHash) await deleteSession(tx, options.previousTokenHash);
    await deleteExpiredUserSessions(tx, userId);
    const session = await createSession(tx, userId, options.userAgent);
    const deviceToken = await rememberDevice(tx, userId, options.deviceToken);
    return { ...session, deviceToken };
  });
}
