/** /api/admin/audit-log: what admins did, newest first. Admins only (route access 'admin'). */
import type { FastifyInstance } from 'fastify';
import { listAuditLog } from '../../../shared/api/admin-audit.js';
import { presentAuditEntry } from '../../presenters/admin-audit.js';
import { adminPagination } from '../../services/admin/admin-paging.js';
import { listAuditLog as list } from '../../services/admin/list-audit-log.js';
import { route } from '../route.js';

export async function adminAuditLogRoutes(app: FastifyInstance): Promise<void> {
  route(app, listAuditLog, { access: 'admin' }, async (request) => {
    const { rows, count, nextCursor } = await list(app.db, request.query);
    return {
      entries: rows.map(presentAuditEntry),
      pagination: adminPagination(request.query, count, nextCursor),
    };
  });
}
