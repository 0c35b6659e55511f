/** /api/admin/users: the User Management tab. Admins only (route access 'admin'). */
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_USER_MESSAGES,
  correctBirthDate,
  deleteAdminUser,
  listAdminUserResponses,
  listAdminUsers,
  setAdminFlag,
} from '../../../shared/api/admin-users.js';
import { shownTopicsOf } from '../../cache/feed-pages.js';
import { servePrivatePage } from '../../cache/serve-cached.js';
import { MEMBERS_TOPIC, PEOPLE_TOPIC, userTopic } from '../../cache/topics.js';
import { requireAdmin } from '../../plugins/session.js';
import { presentAdminResponse } from '../../presenters/admin-responses.js';
import { presentAdminUser } from '../../presenters/admin-user.js';
import { adminPagination } from '../../services/admin/admin-paging.js';
import { listMemberResponsesForAdmin } from '../../services/admin/list-responses.js';
import {
  deleteUserAsAdmin,
  listUsersForAdmin,
  requireUserForAdmin,
  correctBirthDate as saveBirthDate,
  setAdminFlag as setFlag,
} from '../../services/users/admin-users.js';
import { removeAccountUploads } from '../../services/users/delete-account.js';
import { route } from '../route.js';

export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  // Kept for admins (decision 048): any member's row added, changed or deleted notifies `members`.
  route(app, listAdminUsers, { access: 'admin' }, async (request, reply) => {
    const { page, limit, cursor, search } = request.query;
    const paging = { page, limit, cursor };
    const key = `admin/users?search=${encodeURIComponent(search ?? '')}&page=${page}&limit=${limit}&cursor=${cursor ?? ''}`;
    return servePrivatePage(app, request, reply, key, page, async () => {
      const { rows, count, nextCursor } = await listUsersForAdmin(app.db, paging, search);
      const value = {
        users: rows.map(presentAdminUser),
        pagination: adminPagination(paging, count, nextCursor),
      };
      return { value, topics: [MEMBERS_TOPIC] };
    });
  });

  // Kept for admins (decision 047): the member's `user:<id>` covers their row and every change of their
  // responses; a like or comment of one shown notifies its `response:<id>`.
  route(app, listAdminUserResponses, { access: 'admin' }, async (request, reply) => {
    const { id } = request.params;
    const { page, limit, cursor } = request.query;
    const key = `admin/users/${id}/responses?page=${page}&limit=${limit}&cursor=${cursor ?? ''}`;
    return servePrivatePage(app, request, reply, key, page, async () => {
      const user = await requireUserForAdmin(app.db, id);
      const { rows, count, nextCursor } = await listMemberResponsesForAdmin(app.db, user, request.query);
      const value = {
        user: presentAdminUser(user),
        responses: rows.map(presentAdminResponse),
        pagination: adminPagination(request.query, count, nextCursor),
      };
      return { value, topics: [userTopic(user.id), PEOPLE_TOPIC, ...shownTopicsOf(value)] };
    });
  });

  route(app, deleteAdminUser, { access: 'admin' }, async (request) => {
    const deleted = await deleteUserAsAdmin(app.db, requireAdmin(request), request.params.id);
    await removeAccountUploads(app.db, app.files, deleted, request.log);
    return { message: ADMIN_USER_MESSAGES.deleted };
  });

  route(app, setAdminFlag, { access: 'admin' }, async (request) => {
    const user = await setFlag(app.db, requireAdmin(request), request.params.id, request.body.isAdmin);
    return { message: ADMIN_USER_MESSAGES.adminUpdated, user: presentAdminUser(user) };
  });

  route(app, correctBirthDate, { access: 'admin' }, async (request) => {
    const user = await saveBirthDate(app.db, requireAdmin(request), request.params.id, request.body);
    return {
      message: ADMIN_USER_MESSAGES.birthDateCorrected,
      user: presentAdminUser(user),
      birthMonth: user.birthMonth,
      birthYear: user.birthYear,
    };
  });
}
