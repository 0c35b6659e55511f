/** PUT /api/admin/user-goals/:id: a new target for a goal not achieved yet. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userGoals } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import type { AdminActor } from './actor.js';
import { recordAudit } from './audit.js';
import { GOAL_NOT_FOUND, type UserGoalRow } from './list-goals.js';

export const ACHIEVED_GOAL_LOCKED = 'An achieved goal cannot be edited';

/** An achieved goal keeps the target it was reached at (docs/product.md section 4): 409. */
export async function updateUserGoal(
  db: DbOrTx,
  actor: AdminActor,
  goalId: number,
  targetCount: number,
): Promise<UserGoalRow> {
  return db.transaction(async (tx) => {
    const [goal] = await tx.select().from(userGoals).where(eq(userGoals.id, goalId)).for('update');
    if (!goal) throw notFound(GOAL_NOT_FOUND);
    if (goal.achieved) throw conflict(ACHIEVED_GOAL_LOCKED);
    const [updated] = await tx
      .update(userGoals)
      .set({ targetCount })
      .where(eq(userGoals.id, goalId))
      .returning();
    await recordAudit(tx, actor, {
      action: 'user_goal.update',
      targetType: 'user_goal',
      targetId: goalId,
      summary: `Changed a goal from ${goal.targetCount.toLocaleString('en-US')} to ${targetCount.toLocaleString('en-US')} members`,
    });
    return updated;
  });
}
