/** /api/users/me: the signed-in member's own data (a JSON download) and deleting their own account. */

import type { FastifyInstance } from 'fastify';
import { deleteMyAccount, exportMyData, MY_DATA_MESSAGES } from '../../../shared/api/my-data.js';
import { withOwnCounts } from '../../cache/sessions.js';
import { accountDeletedMail } from '../../mail/privacy-mails.js';
import { clearSessionCookie, requireUser } from '../../plugins/session.js';
import { presentMyData } from '../../presenters/my-data.js';
import { authDeps, sendMail } from '../../services/auth/context.js';
import { consumeRateLimits } from '../../services/rate-limit.js';
import { removeAccountUploads } from '../../services/users/delete-account.js';
import { deleteOwnAccount } from '../../services/users/delete-own-account.js';
import { collectMyData } from '../../services/users/export-my-data.js';
import { route } from '../route.js';

export async function meRoutes(app: FastifyInstance): Promise<void> {
  route(app, exportMyData, { access: 'member' }, async (request, reply) => {
    const user = requireUser(request);
    const now = new Date();
    const data = presentMyData(await collectMyData(app.db, await withOwnCounts(app, user)), now);
    const filename = `top5-data-${user.username}-${now.toISOString().slice(0, 10)}.json`;
    reply
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('Cache-Control', 'no-store');
    return data;
  });

  route(app, deleteMyAccount, { access: 'member' }, async (request, reply) => {
    const user = requireUser(request);
    // Guessing the password through a stolen session costs as many tries as signing in does.
    await consumeRateLimits(app.db, [
      {
        key: `delete-account:user:${user.id}`,
        max: app.config.RATE_LIMIT_LOGIN_PER_EMAIL,
        windowSeconds: app.config.RATE_LIMIT_WINDOW_SECONDS,
      },
    ]);
    const deleted = await deleteOwnAccount(app.db, user, request.body.password);
    await removeAccountUploads(app.db, app.files, deleted, request.log);
    clearSessionCookie(app, reply);
    await sendMail(authDeps(request), accountDeletedMail(deleted));
    return { message: MY_DATA_MESSAGES.deleted };
  });
}
