/**
 * Deleting a response (an admin's delete, or a member's account going): its contribution leaves the results
 * and the question's and author's answer counts drop, in one transaction with the delete. Deleting rows
 * directly (or through ON DELETE CASCADE) would leave the tallies counting a list that no longer exists.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { questions, responses, users } from '../../db/schema/index.js';
import { lockResponse } from './lock-response.js';
import { applyContribution, contributionOf, isCounted } from './tallies.js';

/** Deletes a response and moves everything it counted in; false when there is no such response. */
export async function deleteResponse(db: DbOrTx, responseId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const response = await lockResponse(tx, responseId);
    if (!response) return false;
    if (isCounted(response)) await applyContribution(tx, contributionOf(response), -1);
    if (!response.isHidden) {
      await tx
        .update(questions)
        .set({ answersCount: sql`${questions.answersCount} - 1` })
        .where(eq(questions.id, response.questionId));
    }
    await tx
      .update(users)
      .set({ answersCount: sql`greatest(${users.answersCount} - 1, 0)` })
      .where(eq(users.id, response.userId));
    await tx.delete(responses).where(eq(responses.id, responseId));
    return true;
  });
}

/** Deletes every response of a member the same way (before their account row goes). */
export async function deleteUserResponses(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.select({ id: responses.id }).from(responses).where(eq(responses.userId, userId));
  for (const row of rows) await deleteResponse(db, row.id);
  return rows.length;
}
