import { sql } from 'drizzle-orm';
import type { ReportReason } from '../../../shared/constants.js';
import { type Actor, canReportResponse } from '../../../shared/policies/response.js';
import type { DbOrTx } from '../../db/client.js';
import { reports } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { refuseIfBlockedBy } from '../blocks/block-between.js';
import { lockResponseForAction } from '../likes/response-access.js';

export const REPORT_MESSAGES = {
  submitted: 'Report submitted',
  ownResponse: 'You cannot report your own response',
  alreadyReported: 'You have already reported this response',
} as const;

export interface NewReport {
  responseId: number;
  reporter: Actor;
  reason: ReportReason;
  /** Already trimmed; left out (stored as null) when there is none. */
  description?: string;
}

/**
 * Files a member's report on someone else's response. A member has at most one open (pending) report per
 * response: the partial unique index decides, so two racing submissions still make one report. A member
 * the author blocked is refused (403, without saying why).
 */
export async function submitReport(db: DbOrTx, input: NewReport): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const response = await lockResponseForAction(tx, input.responseId, input.reporter);
    if (!canReportResponse(input.reporter, response)) throw badRequest(REPORT_MESSAGES.ownResponse);
    // A member the author blocked cannot report the author's lists, whatever the reason (decision 070).
    await refuseIfBlockedBy(tx, input.reporter.id, response.userId);
    const [created] = await tx
      .insert(reports)
      .values({
        responseId: response.id,
        reporterId: input.reporter.id,
        reason: input.reason,
        description: input.description ?? null,
      })
      .onConflictDoNothing({
        target: [reports.responseId, reports.reporterId],
        where: sql`status = 'pending'`,
      })
      .returning({ id: reports.id });
    if (!created) throw conflict(REPORT_MESSAGES.alreadyReported);
    return created;
  });
}
