/** Password reset: a mailed 1-hour link, then a new password that signs the member out elsewhere. */
import { eq } from 'drizzle-orm';
import type { ResetPasswordInput } from '../../../shared/schemas/auth.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { passwordResetMail } from '../../mail/templates.js';
import { deleteUserSessions } from '../sessions.js';
import { type AuthDeps, sendMail } from './context.js';
import { invalidateEmailTokens, issueEmailToken, peekEmailToken, useEmailToken } from './email-tokens.js';
import { AUTH_MESSAGES } from './messages.js';
import { findUserByEmail } from './users.js';

/**
 * Mails a reset link if the email belongs to a member with a password, and otherwise does nothing:
 * the caller answers the same either way. Members who only sign in through a social provider get no mail.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.passwordHash) return;
  const token = await issueEmailToken(deps.db, user.id, 'reset_password');
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  await sendMail(deps, passwordResetMail(user, link));
}

/** The session making the call, kept signed in when it belongs to the member whose password changes. */
export interface CallerSession {
  userId: number;
  tokenHash: string;
}

/**
 * Sets a new password with a reset token, in one transaction: uses the token (once only), marks the email
 * verified (the member read the mail), voids the member's other reset links and ends their other sessions.
 */
export async function resetPassword(
  db: DbOrTx,
  input: ResetPasswordInput,
  caller: CallerSession | null,
): Promise<void> {
  // A cheap look first, so a made-up token does not cost a password hash.
  if ((await peekEmailToken(db, input.token, 'reset_password')) === null) {
    throw badRequest(AUTH_MESSAGES.invalidResetToken);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const userId = await useEmailToken(tx, input.token, 'reset_password');
    if (userId === null) throw badRequest(AUTH_MESSAGES.invalidResetToken);
    await tx
      .update(users)
      .set({ passwordHash, isVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await invalidateEmailTokens(tx, userId, 'reset_password');
    await deleteUserSessions(tx, userId, caller?.userId === userId ? caller.tokenHash : undefined);
  });
}
