/** The audit log: every admin action is recorded in the same transaction as the action itself. */
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export interface AuditEntry {
  /** What was done, as a verb phrase key: 'question.delete', 'report.approve', 'user.delete', ... */
  action: string;
  targetType:
    | 'question'
    | 'user_goal'
    | 'response'
    | 'user'
    | 'report'
    | 'privacy_policy'
    | 'data_deletion_request';
  targetId?: number | string | null;
  /** One line a person can read: 'Deleted question "Top 5 movies"'. */
  summary: string;
  notes?: string | null;
}

export async function recordAudit(
  tx: DbOrTx,
  actor: { id: number; username: string },
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorUsername: actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    summary: entry.summary,
    notes: entry.notes ?? null,
  });
}
