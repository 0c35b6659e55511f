/** Community goals as the admin's User Goals tab shows them, with the state each is in. */
import type { UserGoal, UserGoalStatus } from '../../shared/api/admin-goals.js';
import type { UserGoalRow } from '../services/admin/list-goals.js';

/** In Progress -> Ready to Mark (members reached the target) -> Achieved (an admin marked it). */
export function goalStatus(
  goal: Pick<UserGoalRow, 'achieved' | 'targetCount'>,
  members: number,
): UserGoalStatus {
  if (goal.achieved) return 'achieved';
  return members >= goal.targetCount ? 'ready_to_mark' : 'in_progress';
}

export function presentUserGoal(row: UserGoalRow, members: number): UserGoal {
  return {
    id: row.id,
    targetCount: row.targetCount,
    achieved: row.achieved,
    status: goalStatus(row, members),
    createdAt: row.createdAt.toISOString(),
    achievedAt: row.achievedAt === null ? null : row.achievedAt.toISOString(),
  };
}
