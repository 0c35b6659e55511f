/**
 * An admin releases a burst (decision 068): the lists it holds join the results (those not hidden and not
 * awaiting trust), the question's open burst is closed, and the release is recorded in the audit log, all in
 * one transaction that locks the question first (the lock order of submitAnswer).
 */
import { sql } from 'drizzle-orm';
import { BURST_MESSAGES } from '../../../shared/api/admin-bursts.js';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { isoDate } from '../../lib/iso-date.js';
import type { AdminActor } from '../admin/actor.js';
import { recordAudit } from '../admin/audit.js';
import { contributionOf, isCounted, moveTallies, tallyMovesOf } from '../answers/tallies.js';

export async function releaseBurst(
  db: DbOrTx,
  burstId: number,
  admin: AdminActor,
  now: Date = new Date(),
): Promise<{ released: number }> {
  return db.transaction(async (tx) => {
    const [found] = await queryShapeRows<{ questionId: number }>(
      tx,
      sql`select question_id as "questionId" from result_bursts where id = ${burstId}`,
    );
    if (!found) throw notFound(BURST_MESSAGES.notFound);
    const { questionId } = found;
    const [question] = await queryShapeRows<{ title: string }>(
      tx,
      sql`select title from questions where id = ${questionId} for no key update`,
    );
    const [burst] = await queryShapeRows<{ status: string }>(
      tx,
      sql`select status from result_bursts where id = ${burstId} for update`,
    );
    if (!question || !burst) throw notFound(BURST_MESSAGES.notFound);
    if (burst.status !== 'held') throw conflict(BURST_MESSAGES.alreadyReleased);

    await queryShapeRows(
      tx,
      sql`update result_bursts set status = 'released', released_at = ${now.toISOString()}::timestamptz,
        released_by = ${admin.id} where id = ${burstId}`,
    );
    await queryShapeRows(
      tx,
      sql`update questions set open_burst_id = null where id = ${questionId} and open_burst_id = ${burstId}`,
    );
    const held = await queryShapeRows<{
      answers: string[];
      ageGroup: string | null;
      isPublic: boolean;
      isHidden: boolean;
      awaitsTrust: boolean;
    }>(
      tx,
      sql`update responses set held_by_burst = null where held_by_burst = ${burstId}
        returning answers, age_group as "ageGroup", is_public as "isPublic", is_hidden as "isHidden",
          awaits_trust as "awaitsTrust"`,
    );
    const joining = held.filter((r) => isCounted({ ...r, heldByBurst: null }));
    if (joining.length > 0) {
      await moveTallies(
        tx,
        tallyMovesOf(
          [],
          joining.map((r) => contributionOf({ ...r, questionId })),
        ),
      );
    }
    await recordAudit(tx, admin, {
      action: 'burst.release',
      targetType: 'question',
      targetId: questionId,
      summary: `Released a burst of ${held.length} lists on question "${question.title}"`,
    });
    return { released: held.length };
  });
}

/** One burst or the newest of a status, for the admin's review area (at most `limit`). */
export async function listBursts(
  db: DbOrTx,
  filter: { status: 'held' | 'released' | 'all'; id?: number; limit: number },
) {
  const rows = await queryShapeRows<{
    id: number;
    questionId: number;
    questionTitle: string;
    status: 'held' | 'released';
    holdsNewAccounts: boolean;
    evidence: string[];
    heldLists: number;
    detectedAt: Date | string;
    releasedAt: Date | string | null;
    releasedBy: string | null;
  }>(
    db,
    sql`select b.id, b.question_id as "questionId", q.title as "questionTitle", b.status,
        b.holds_new_accounts as "holdsNewAccounts", b.evidence,
        (select count(*)::int from responses r where r.held_by_burst = b.id) as "heldLists",
        b.created_at as "detectedAt", b.released_at as "releasedAt", u.username as "releasedBy"
      from result_bursts b
      join questions q on q.id = b.question_id
      left join users u on u.id = b.released_by
      where ${filter.id !== undefined ? sql`b.id = ${filter.id}` : filter.status === 'all' ? sql`true` : sql`b.status = ${filter.status}`}
      order by b.created_at desc, b.id desc
      limit ${filter.limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    question: { id: r.questionId, title: r.questionTitle },
    status: r.status,
    holdsNewAccounts: r.holdsNewAccounts,
    evidence: r.evidence,
    heldLists: r.heldLists,
    detectedAt: isoDate(r.detectedAt),
    releasedAt: r.releasedAt === null ? null : isoDate(r.releasedAt),
    releasedBy: r.releasedBy,
  }));
}
