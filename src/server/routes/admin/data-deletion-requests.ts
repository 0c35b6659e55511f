/** /api/admin/data-deletion-requests: the requests list, mark done, delete the account. Admins only. */
import type { FastifyInstance } from 'fastify';
import {
  completeDataDeletionRequest,
  DATA_DELETION_MESSAGES,
  deleteAccountOfDataDeletionRequest,
  listDataDeletionRequests,
} from '../../../shared/api/data-deletion.js';
import { servePrivatePage } from '../../cache/serve-cached.js';
import { DATA_DELETION_REQUESTS_TOPIC, MEMBERS_TOPIC } from '../../cache/topics.js';
import { accountDeletedMail } from '../../mail/privacy-mails.js';
import { requireAdmin } from '../../plugins/session.js';
import { presentDataDeletionRequest } from '../../presenters/data-deletion.js';
import { adminPagination } from '../../services/admin/admin-paging.js';
import { authDeps, sendMail } from '../../services/auth/context.js';
import {
  completeDataDeletionRequest as complete,
  deleteAccountOfRequest,
  findDataDeletionRequest,
  listDataDeletionRequests as list,
} from '../../services/data-deletion/requests.js';
import { removeAccountUploads } from '../../services/users/delete-account.js';
import { route } from '../route.js';

export async function adminDataDeletionRoutes(app: FastifyInstance): Promise<void> {
  // Kept for admins (decision 048): a request made or handled notifies `data_deletion_requests`; any
  // member's row changed (an account made, renamed, deleted, its email changed) notifies `members`.
  route(app, listDataDeletionRequests, { access: 'admin' }, async (request, reply) => {
    const { page, limit, cursor } = request.query;
    const key = `admin/data-deletion-requests?page=${page}&limit=${limit}&cursor=${cursor ?? ''}`;
    return servePrivatePage(app, request, reply, key, page, async () => {
      const { rows, count, nextCursor } = await list(app.db, request.query);
      const value = {
        requests: rows.map(presentDataDeletionRequest),
        pagination: adminPagination(request.query, count, nextCursor),
      };
      return { value, topics: [DATA_DELETION_REQUESTS_TOPIC, MEMBERS_TOPIC] };
    });
  });

  route(app, completeDataDeletionRequest, { access: 'admin' }, async (request) => {
    await complete(app.db, requireAdmin(request), request.params.id);
    const done = await findDataDeletionRequest(app.db, request.params.id);
    return { message: DATA_DELETION_MESSAGES.completed, request: presentDataDeletionRequest(done) };
  });

  route(app, deleteAccountOfDataDeletionRequest, { access: 'admin' }, async (request) => {
    const deleted = await deleteAccountOfRequest(app.db, requireAdmin(request), request.params.id);
    await removeAccountUploads(app.db, app.files, deleted, request.log);
    // They asked for it: tell them it is done.
    await sendMail(authDeps(request), accountDeletedMail(deleted));
    const done = await findDataDeletionRequest(app.db, request.params.id);
    return { message: DATA_DELETION_MESSAGES.accountDeleted, request: presentDataDeletionRequest(done) };
  });
}
