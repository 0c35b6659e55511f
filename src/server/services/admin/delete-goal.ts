/** DELETE /api/admin/user-goals/:id: the goal leaves the banner and the admin list. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userGoals } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import type { AdminActor } from './actor.js';
import { recordAudit } from './audit.js';
import { GOAL_NOT_FOUND } from './list-goals.js';

export async function deleteUserGoal(db: DbOrTx, actor: AdminActor, goalId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [goal] = await tx.delete(userGoals).where(eq(userGoals.id, goalId)).returning();
    if (!goal) throw notFound(GOAL_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: 'user_goal.delete',
      targetType: 'user_goal',
      targetId: goalId,
      summary: `Deleted the ${goal.achieved ? 'achieved ' : ''}goal of ${goal.targetCount.toLocaleString('en-US')} members`,
    });
  });
}
