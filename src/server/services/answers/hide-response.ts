/**
 * Hiding a response (an approved report) and showing it again. A hidden response is shown to nobody but its
 * author and admins and leaves the results: its contribution (when it counted: decisions 068, 069) and its
 * place in the question's answersCount move in the same transaction as the flag, so results always match
 * the stored responses.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { questions, responses } from '../../db/schema/index.js';
import { lockResponse } from './lock-response.js';
import { applyContribution, contributionOf, isCounted } from './tallies.js';

/** Hides a response; false when it was already hidden or does not exist. */
export function hideResponse(db: DbOrTx, responseId: number): Promise<boolean> {
  return setHidden(db, responseId, true);
}

/** Shows a hidden response again; false when it was not hidden or does not exist. */
export function unhideResponse(db: DbOrTx, responseId: number): Promise<boolean> {
  return setHidden(db, responseId, false);
}

async function setHidden(db: DbOrTx, responseId: number, hidden: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const response = await lockResponse(tx, responseId);
    if (!response || response.isHidden === hidden) return false;

    await tx.update(responses).set({ isHidden: hidden }).where(eq(responses.id, responseId));
    if (isCounted({ ...response, isHidden: hidden }) !== isCounted(response)) {
      await applyContribution(tx, contributionOf(response), hidden ? -1 : 1);
    }
    await tx
      .update(questions)
      .set({ answersCount: sql`${questions.answersCount} ${hidden ? sql`- 1` : sql`+ 1`}` })
      .where(eq(questions.id, response.questionId));
    return true;
  });
}
