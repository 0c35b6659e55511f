/**
 * Deleting an account confirmed by a mailed link (docs/decisions/082): for a member without a password whose
 * address is real. The link opens /delete-account, whose button posts the token; it works once, for 1 hour.
 */
import type { FastifyInstance } from 'fastify';
import {
  confirmAccountDeletion,
  MY_DATA_MESSAGES,
  mailAccountDeletionLink,
} from '../../../shared/api/my-data.js';
import { badRequest, conflict, unauthorized } from '../../lib/http-error.js';
import { accountDeletedMail, accountDeletionLinkMail } from '../../mail/privacy-mails.js';
import { clearSessionCookie, requireUser } from '../../plugins/session.js';
import { authDeps, queueMail, sendMail } from '../../services/auth/context.js';
import { issueEmailToken, useEmailToken } from '../../services/auth/email-tokens.js';
import { mailRequestLimits } from '../../services/auth/rate-limits.js';
import { findUserById } from '../../services/auth/users.js';
import { consumeRateLimits } from '../../services/rate-limit.js';
import { removeAccountUploads } from '../../services/users/delete-account.js';
import { deleteConfirmedAccount } from '../../services/users/delete-own-account.js';
import { route } from '../route.js';

export async function deletionByMailRoutes(app: FastifyInstance): Promise<void> {
  route(app, mailAccountDeletionLink, { access: 'member' }, async (request) => {
    const user = await findUserById(app.db, requireUser(request).id);
    if (!user) throw unauthorized();
    // A made-up address (users.invalid) cannot receive the link: the provider confirms instead.
    if (user.email.endsWith('.invalid')) throw conflict(MY_DATA_MESSAGES.noMailbox);
    await consumeRateLimits(app.db, mailRequestLimits(app.config, request.ip, `user:${user.id}`));
    const token = await issueEmailToken(app.db, user.id, 'delete_account');
    const link = `${app.config.publicUrl}/delete-account?token=${token}`;
    await queueMail(authDeps(request), { kind: 'prepared', mail: accountDeletionLinkMail(user, link) });
    return { message: MY_DATA_MESSAGES.deletionLinkSent };
  });

  // Public: the link is the proof, whichever browser opens it. Its use and the deletion are one transaction,
  // so a refused deletion (the last admin, 409) leaves the link working.
  route(app, confirmAccountDeletion, { access: 'public' }, async (request, reply) => {
    const deleted = await app.db.transaction(async (tx) => {
      const userId = await useEmailToken(tx, request.body.token, 'delete_account');
      if (userId === null) throw badRequest(MY_DATA_MESSAGES.badDeletionLink);
      return deleteConfirmedAccount(tx, userId);
    });
    await removeAccountUploads(app.db, app.files, deleted, request.log);
    if (request.user?.id === deleted.id) clearSessionCookie(app, reply);
    await sendMail(authDeps(request), accountDeletedMail(deleted));
    return { message: MY_DATA_MESSAGES.deleted };
  });
}
