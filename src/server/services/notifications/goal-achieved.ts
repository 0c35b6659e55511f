import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userGoals } from '../../db/schema/index.js';
import { publish } from '../../events/publish.js';
import { conflict, notFound } from '../../lib/http-error.js';

/**
 * Marks a community goal achieved (the admin's Mark as Achieved) and publishes goal.achieved in the same
 * transaction, so every member is notified exactly once. An achieved goal cannot be marked again.
 */
export async function markGoalAchieved(db: DbOrTx, goalId: number, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const [goal] = await tx.select().from(userGoals).where(eq(userGoals.id, goalId)).for('update');
    if (!goal) throw notFound('Goal not found');
    if (goal.achieved) throw conflict('This goal has already been achieved');
    const [achieved] = await tx
      .update(userGoals)
      .set({ achieved: true, achievedAt: now })
      .where(eq(userGoals.id, goalId))
      .returning();
    await publish(tx, { type: 'goal.achieved', goalId });
    return achieved;
  });
}
