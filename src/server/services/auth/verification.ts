/** Email verification: using the mailed token, and mailing a new one on request. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import type { AuthDeps } from './context.js';
import { issueEmailToken, useEmailToken } from './email-tokens.js';
import { AUTH_MESSAGES } from './messages.js';
import { sendVerificationMail } from './register.js';
import { findUserByEmail } from './users.js';

/** Uses a verification token and marks its member verified; a bad, expired or used token is a 400. */
export async function verifyEmail(db: DbOrTx, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await useEmailToken(tx, token, 'verify_email');
    if (userId === null) throw badRequest(AUTH_MESSAGES.invalidVerificationToken);
    await tx.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}

/**
 * Mails a new verification link if the email belongs to an unverified member, and otherwise does nothing:
 * the caller answers the same either way, so nobody learns whether an account exists.
 */
export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.isVerified) return;
  const token = await issueEmailToken(deps.db, user.id, 'verify_email');
  await sendVerificationMail(deps, user, token);
}
