/** Audit log entries as admins read them (GET /api/admin/audit-log). */
import type { AuditEntry } from '../../shared/api/admin-audit.js';
import type { AuditLogRow } from '../services/admin/list-audit-log.js';

export function presentAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, username: row.actorUsername },
    action: row.action,
    target: { type: row.targetType, id: row.targetId },
    summary: row.summary,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  };
}
