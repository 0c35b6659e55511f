import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { reports } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { Actor } from '../../policies/response.js';
import { hideResponse } from '../answers/hide-response.js';

/**
 * An admin's decision on a pending report (spec section 4, Report status): approved hides the response
 * (out of every feed and of the results), rejected leaves it visible. Only a pending report can be reviewed.
 */
export async function reviewReport(
  db: DbOrTx,
  reportId: number,
  reviewer: Actor,
  status: 'approved' | 'rejected',
  reviewNotes?: string | null,
  now: Date = new Date(),
): Promise<{ id: number; responseId: number; status: 'approved' | 'rejected' }> {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({ id: reports.id, status: reports.status, responseId: reports.responseId })
      .from(reports)
      .where(eq(reports.id, reportId))
      .for('update');
    if (!report) throw notFound('Report not found');
    if (report.status !== 'pending') throw conflict('This report has already been reviewed');
    await tx
      .update(reports)
      .set({
        status,
        reviewerId: reviewer.id,
        reviewedAt: now,
        reviewNotes: reviewNotes?.trim() || null,
      })
      .where(eq(reports.id, report.id));
    if (status === 'approved') await hideResponse(tx, report.responseId);
    return { id: report.id, responseId: report.responseId, status };
  });
}
