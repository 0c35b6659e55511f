/** Email verification: using the mailed token, and mailing a new one on request. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { type AuthDeps, queueMail } from './context.js';
import { useEmailToken } from './email-tokens.js';
import { AUTH_MESSAGES } from './messages.js';

/** Uses a verification token and marks its member verified; a bad, expired or used token is a 400. */
export async function verifyEmail(db: DbOrTx, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await useEmailToken(tx, token, 'verify_email');
    if (userId === null) throw badRequest(AUTH_MESSAGES.invalidVerificationToken);
    await tx.update(users).set({ isVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}

/**
 * Asks the outbox for a new verification link to the email. The worker mails it only to an unverified
 * member (account-mails.ts); here nothing is looked up, so the call takes the same time for any email and
 * the caller answers the same either way: nobody learns whether an account exists (decision 015).
 */
export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  await queueMail(deps, { kind: 'verify_email', to: email });
}
