/** POST /api/admin/user-goals: a new community goal, recorded in the audit log. */
import type { DbOrTx } from '../../db/client.js';
import { userGoals } from '../../db/schema/index.js';
import type { AdminActor } from './actor.js';
import { recordAudit } from './audit.js';
import type { UserGoalRow } from './list-goals.js';

export async function createUserGoal(
  db: DbOrTx,
  actor: AdminActor,
  targetCount: number,
): Promise<UserGoalRow> {
  return db.transaction(async (tx) => {
    const [goal] = await tx.insert(userGoals).values({ targetCount }).returning();
    await recordAudit(tx, actor, {
      action: 'user_goal.create',
      targetType: 'user_goal',
      targetId: goal.id,
      summary: `Created the goal of ${targetCount.toLocaleString('en-US')} members`,
    });
    return goal;
  });
}
