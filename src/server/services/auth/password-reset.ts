/** Password reset: a mailed 1-hour link, then a new password that signs the member out elsewhere. */
import { eq } from 'drizzle-orm';
import type { ResetPasswordInput } from '../../../shared/schemas/auth.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { deleteUserSessions } from '../sessions.js';
import { type AuthDeps, queueMail } from './context.js';
import { invalidateEmailTokens, peekEmailToken, useEmailToken } from './email-tokens.js';
import { rememberDevice } from './known-devices.js';
import { AUTH_MESSAGES } from './messages.js';

/**
 * Asks the outbox for a reset link to the email. The worker mails it only to a member with a password
 * (account-mails.ts); here nothing is looked up, so the call takes the same time for any email and the
 * caller answers the same either way. Members who only sign in through a social provider get no mail.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  await queueMail(deps, { kind: 'reset_password', to: email });
}

/** The session making the call, kept signed in when it belongs to the member whose password changes. */
export interface CallerSession {
  userId: number;
  tokenHash: string;
}

/**
 * Sets a new password with a reset token, in one transaction: uses the token (once only), marks the email
 * verified (the member read the mail), voids the member's other reset links and ends their other sessions.
 * The browser that did it proved it reads the mail: it becomes a known device of the member, so it can sign
 * in even while strangers keep the email's sign-in limit spent (decision 016). Returns its device token.
 */
export async function resetPassword(
  db: DbOrTx,
  input: ResetPasswordInput,
  caller: CallerSession | null,
  deviceToken?: string,
): Promise<{ deviceToken: string }> {
  // A cheap look first, so a made-up token does not cost a password hash.
  if ((await peekEmailToken(db, input.token, 'reset_password')) === null) {
    throw badRequest(AUTH_MESSAGES.invalidResetToken);
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const userId = await useEmailToken(tx, input.token, 'reset_password');
    if (userId === null) throw badRequest(AUTH_MESSAGES.invalidResetToken);
    await tx
      .update(users)
      .set({ passwordHash, isVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await invalidateEmailTokens(tx, userId, 'reset_password');
    await deleteUserSessions(tx, userId, caller?.userId === userId ? caller.tokenHash : undefined);
    return { deviceToken: await rememberDevice(tx, userId, deviceToken) };
  });
}
