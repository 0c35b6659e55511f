/** GET /api/admin/audit-log: what admins did, newest first (the audit_log_recent index's order). */
import { count, desc } from 'drizzle-orm';
import type { PagingInput } from '../../../shared/schemas/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditLogRow = typeof auditLog.$inferSelect;

export async function listAuditLog(
  db: DbOrTx,
  paging: PagingInput,
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { rows, total };
}
