/**
 * GET /api/admin/audit-log: what admins did, newest first: the page's ids from audit_log_recent after the
 * cursor, then only those rows (decision 043); the total counted up to the cap.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { FeedPagingInput } from '../../../shared/schemas/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { afterCursor, feedWindow, microsOf, takePage } from '../../lib/keyset.js';
import { type AdminPage, totalAfterPage } from './admin-paging.js';

export type AuditLogRow = typeof auditLog.$inferSelect;

export async function listAuditLog(db: DbOrTx, paging: FeedPagingInput): Promise<AdminPage<AuditLogRow>> {
  const window = feedWindow(paging);
  const page = db
    .select({ id: auditLog.id, at: auditLog.createdAt })
    .from(auditLog)
    .where(afterCursor(sql`${auditLog.createdAt}`, sql`${auditLog.id}`, window.after))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(window.limit + 1)
    .offset(window.offset)
    .as('page');
  const picked = await db
    .select({ entry: auditLog, sortMicros: microsOf(sql`${page.at}`).mapWith(String) })
    .from(page)
    .innerJoin(auditLog, eq(auditLog.id, page.id))
    .orderBy(desc(page.at), desc(page.id));
  const taken = takePage(
    picked.map(({ entry, sortMicros }) => ({ ...entry, sortMicros })),
    window,
  );
  const count = await totalAfterPage(db, sql`select 1 from ${auditLog}`, window, taken);
  return { rows: taken.rows.map(({ sortMicros: _, ...row }) => row), count, nextCursor: taken.nextCursor };
}
