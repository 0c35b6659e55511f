/**
 * POST /api/admin/user-goals/:id/achieve: the admin's Mark as Achieved
 * (docs/product.md section 4, Admin goal).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userGoals } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { markGoalAchieved } from '../notifications/goal-achieved.js';
import { memberCount } from '../stats/member-stats.js';
import type { AdminActor } from './actor.js';
import { recordAudit } from './audit.js';
import { GOAL_NOT_FOUND, type UserGoalRow } from './list-goals.js';

export const GOAL_ALREADY_ACHIEVED = 'This goal has already been achieved';

export function goalNotReached(members: number, target: number): string {
  const n = (value: number) => value.toLocaleString('en-US');
  return `This goal cannot be marked as achieved yet: the community has ${n(members)} of its ${n(target)} members`;
}

/**
 * Only a goal whose target the member count has reached, and that is not achieved yet, can be marked (else
 * 409 saying why). Marking it tells every member in one insert ... select (markGoalAchieved publishes
 * goal.achieved), in the same transaction as the flag and the audit entry.
 */
export async function achieveUserGoal(
  db: DbOrTx,
  actor: AdminActor,
  goalId: number,
  now: Date = new Date(),
): Promise<UserGoalRow> {
  return db.transaction(async (tx) => {
    const [goal] = await tx.select().from(userGoals).where(eq(userGoals.id, goalId)).for('update');
    if (!goal) throw notFound(GOAL_NOT_FOUND);
    if (goal.achieved) throw conflict(GOAL_ALREADY_ACHIEVED);
    const members = await memberCount(tx);
    if (members < goal.targetCount) throw conflict(goalNotReached(members, goal.targetCount));
    const achieved = await markGoalAchieved(tx, goalId, now);
    await recordAudit(tx, actor, {
      action: 'user_goal.achieve',
      targetType: 'user_goal',
      targetId: goalId,
      summary: `Marked the goal of ${goal.targetCount.toLocaleString('en-US')} members as achieved`,
      notes: `${members.toLocaleString('en-US')} members at the time`,
    });
    return achieved;
  });
}
