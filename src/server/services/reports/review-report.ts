import { and, eq, inArray } from 'drizzle-orm';
import { REPORT_REVIEW_MESSAGES } from '../../../shared/api/admin-reports.js';
import type { DbOrTx } from '../../db/client.js';
import { questions, reports, responses, users } from '../../db/schema/index.js';
import { publish } from '../../events/publish.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { AdminActor } from '../admin/actor.js';
import { recordAudit } from '../admin/audit.js';
import { hideResponse } from '../answers/hide-response.js';
import { lockResponse } from '../answers/lock-response.js';

export interface ReviewedReport {
  id: number;
  responseId: number;
  status: 'approved' | 'rejected';
  /** Every report the decision settled: this one and the other pending ones on the same response. */
  settledReportIds: number[];
}

/**
 * An admin's decision on a pending report (docs/product.md section 4, Report status): approved hides the
 * response (out of every feed, profile, search, likers list and the results), rejected leaves it visible.
 * Only a pending report can be reviewed (409). Every other pending report on the same response is settled
 * with it, with the same decision, reviewer and notes, each reporter is notified (event report.reviewed) and
 * the decision is recorded in the audit log, all in one transaction.
 */
export async function reviewReport(
  db: DbOrTx,
  reportId: number,
  reviewer: AdminActor,
  status: 'approved' | 'rejected',
  reviewNotes?: string | null,
  now: Date = new Date(),
): Promise<ReviewedReport> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ responseId: reports.responseId, author: users.username, questionTitle: questions.title })
      .from(reports)
      .innerJoin(responses, eq(responses.id, reports.responseId))
      .innerJoin(users, eq(users.id, responses.userId))
      .innerJoin(questions, eq(questions.id, responses.questionId))
      .where(eq(reports.id, reportId));
    if (!found) throw notFound(REPORT_REVIEW_MESSAGES.notFound);
    // The response first (its question row, then the response: the lock order of every change that moves
    // tallies), so a report filed meanwhile waits for this decision and then sees it.
    const response = await lockResponse(tx, found.responseId);
    if (!response) throw notFound(REPORT_REVIEW_MESSAGES.notFound);
    const pending = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.responseId, response.id), eq(reports.status, 'pending')))
      .orderBy(reports.id)
      .for('update');
    if (!pending.some((r) => r.id === reportId)) throw conflict(REPORT_REVIEW_MESSAGES.alreadyReviewed);

    const settledReportIds = pending.map((r) => r.id);
    const notes = reviewNotes?.trim() || null;
    await tx
      .update(reports)
      .set({ status, reviewerId: reviewer.id, reviewedAt: now, reviewNotes: notes })
      .where(inArray(reports.id, settledReportIds));
    if (status === 'approved') await hideResponse(tx, response.id);
    await publish(tx, {
      type: 'report.reviewed',
      responseId: response.id,
      status,
      reportIds: settledReportIds,
    });
    const others = settledReportIds.length - 1;
    await recordAudit(tx, reviewer, {
      action: status === 'approved' ? 'report.approve' : 'report.reject',
      targetType: 'report',
      targetId: reportId,
      summary:
        `${status === 'approved' ? 'Approved (response hidden)' : 'Rejected (response stays visible)'} a report on ` +
        `@${found.author}'s response to "${found.questionTitle}"` +
        (others > 0 ? `, settling ${others} other pending report${others === 1 ? '' : 's'} on it` : ''),
      notes: notes,
    });
    return { id: reportId, responseId: response.id, status, settledReportIds };
  });
}
