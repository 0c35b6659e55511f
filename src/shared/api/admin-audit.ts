/** /api/admin/audit-log: every admin action, newest first (who, what, which target, when, notes). */
import { z } from 'zod';
import { adminPagination, adminPagingQuery } from './admin-common.js';
import { isoDateTime } from './common.js';
import { apiError, defineCall } from './contract.js';

export const auditEntry = z
  .object({
    id: z.number().int(),
    /** Who acted: the username as it was then; id null once that account is deleted. */
    actor: z.object({ id: z.number().int().nullable(), username: z.string() }),
    /** 'question.delete', 'user_goal.achieve', 'response.export', ... */
    action: z.string(),
    target: z.object({
      type: z.string(),
      /** The target's id as text; null for targets without one (the privacy policy, a full export). */
      id: z.string().nullable(),
    }),
    /** One line a person can read: 'Deleted question "Top 5 movies"'. */
    summary: z.string(),
    notes: z.string().nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogPage = z
  .object({ entries: z.array(auditEntry), pagination: adminPagination })
  .meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof auditLogPage>;

export const listAuditLog = defineCall({
  method: 'GET',
  path: '/api/admin/audit-log',
  summary: 'What admins did, newest first',
  tag: 'admin',
  query: adminPagingQuery,
  response: { 200: auditLogPage, 400: apiError, 401: apiError, 403: apiError },
});
