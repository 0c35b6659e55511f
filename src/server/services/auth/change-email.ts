/**
 * A signed-in member moves their account to a new email address: it counts only once the link mailed to the
 * new address is followed, and then the old address is told.
 */
import { eq } from 'drizzle-orm';
import type { ChangeEmailInput } from '../../../shared/schemas/auth.js';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { badRequest, unauthorized } from '../../lib/http-error.js';
import { emailChangedMail, emailChangeMail, emailInUseMail } from '../../mail/templates.js';
import { type AuthDeps, queueMail } from './context.js';
import { type AccountDeps, checkCurrentPassword } from './current-password.js';
import { issueEmailToken, useEmailChangeToken } from './email-tokens.js';
import { uniqueViolation } from './unique-violation.js';
import { findUserByEmail, findUserById } from './users.js';

export const EMAIL_CHANGE_MESSAGES = {
  sameAddress: 'That is already your email address',
  requested: 'Check your new address: your email changes once you follow the link we sent there.',
  changed: 'Your email address has been changed',
  takenMeanwhile: 'This email address can no longer be used. Please choose another one.',
} as const;

/**
 * Records the request and mails the new address, after the current password (when the member has one).
 * An address that another account has gets a notice instead of a link, and the caller hears the same answer
 * either way: the change form does not tell who is a member (both mails go through the outbox, so the
 * answer waits on neither).
 */
export async function requestEmailChange(
  deps: AccountDeps,
  userId: number,
  input: ChangeEmailInput,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized();
  if (input.newEmail === user.email) throw badRequest(EMAIL_CHANGE_MESSAGES.sameAddress);
  await checkCurrentPassword(deps.db, deps.config, user, input.currentPassword);
  const holder = await findUserByEmail(deps.db, input.newEmail);
  if (holder) {
    await queueMail(deps, { kind: 'prepared', mail: emailInUseMail(input.newEmail) });
    return;
  }
  const token = await issueEmailToken(deps.db, user.id, 'change_email', input.newEmail);
  const link = `${deps.config.publicUrl}/verify-email?token=${token}`;
  await queueMail(deps, {
    kind: 'prepared',
    mail: emailChangeMail({ newEmail: input.newEmail, displayName: user.displayName }, link),
  });
}

/**
 * Follows an email-change link: the member's address becomes the new one (verified: they read mail there),
 * and a notice goes to the old one. Null when the token is not a live email-change token; 400 when the
 * address was taken by another account since.
 */
export async function confirmEmailChange(deps: AuthDeps, token: string): Promise<boolean> {
  const change = await deps.db.transaction(async (tx: DbOrTx) => {
    const used = await useEmailChangeToken(tx, token);
    if (!used) return null;
    const user = await findUserById(tx, used.userId);
    if (!user) return null;
    try {
      await tx.transaction(async (inner) => {
        await inner
          .update(users)
          .set({ email: used.newEmail, isVerified: true, updatedAt: new Date() })
          .where(eq(users.id, user.id));
      });
    } catch (error) {
      if (uniqueViolation(error)) throw badRequest(EMAIL_CHANGE_MESSAGES.takenMeanwhile);
      throw error;
    }
    await deps.mailOutbox.enqueue(tx, { kind: 'prepared', mail: emailChangedMail(user, used.newEmail) });
    return used;
  });
  if (!change) return false;
  deps.mailOutbox.wake();
  return true;
}
