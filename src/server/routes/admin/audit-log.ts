/** /api/admin/audit-log: what admins did, newest first. Admins only (route access 'admin'). */
import type { FastifyInstance } from 'fastify';
import { listAuditLog } from '../../../shared/api/admin-audit.js';
import { servePrivatePage } from '../../cache/serve-cached.js';
import { AUDIT_LOG_TOPIC } from '../../cache/topics.js';
import { presentAuditEntry } from '../../presenters/admin-audit.js';
import { adminPagination } from '../../services/admin/admin-paging.js';
import { listAuditLog as list } from '../../services/admin/list-audit-log.js';
import { route } from '../route.js';

export async function adminAuditLogRoutes(app: FastifyInstance): Promise<void> {
  // Kept for admins (decision 048): every entry written notifies `audit_log`; an entry keeps its actor's
  // username as it was.
  route(app, listAuditLog, { access: 'admin' }, async (request, reply) => {
    const { page, limit, cursor } = request.query;
    const key = `admin/audit-log?page=${page}&limit=${limit}&cursor=${cursor ?? ''}`;
    return servePrivatePage(app, request, reply, key, page, async () => {
      const { rows, count, nextCursor } = await list(app.db, request.query);
      const value = {
        entries: rows.map(presentAuditEntry),
        pagination: adminPagination(request.query, count, nextCursor),
      };
      return { value, topics: [AUDIT_LOG_TOPIC] };
    });
  });
}
