/**
 * The account mails, built by the outbox worker when it sends them (src/server/mail/outbox.ts): the request
 * only recorded the address, so it took the same time whether or not the address has an account. The
 * token is issued here, at send time, so no usable link is ever stored; a retry issues a fresh one.
 */
import type { AccountMailKind, MailPreparer } from '../../mail/outbox.js';
import { passwordResetMail, verificationMail } from '../../mail/templates.js';
import { issueEmailToken } from './email-tokens.js';
import { findUserByEmail } from './users.js';

export function accountMailPreparers(publicUrl: string): Record<AccountMailKind, MailPreparer> {
  return {
    /** A verification link, for a member who is not verified yet. */
    async verify_email(db, email) {
      const user = await findUserByEmail(db, email);
      if (!user || user.isVerified) return null;
      const token = await issueEmailToken(db, user.id, 'verify_email');
      return verificationMail(user, `${publicUrl}/verify-email?token=${token}`);
    },
    /** A reset link, for a member with a password (social-only members have none to reset). */
    async reset_password(db, email) {
      const user = await findUserByEmail(db, email);
      if (!user?.passwordHash) return null;
      const token = await issueEmailToken(db, user.id, 'reset_password');
      return passwordResetMail(user, `${publicUrl}/reset-password?token=${token}`);
    },
  };
}
