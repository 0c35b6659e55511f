/** GET /api/admin/user-goals: every community goal, smallest target first, and the member count now. */
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userGoals } from '../../db/schema/index.js';
import { memberCount } from '../stats/member-stats.js';

export type UserGoalRow = typeof userGoals.$inferSelect;

export const GOAL_NOT_FOUND = 'Goal not found';

export async function listUserGoals(db: DbOrTx): Promise<{ goals: UserGoalRow[]; memberCount: number }> {
  const [goals, members] = await Promise.all([
    db.select().from(userGoals).orderBy(asc(userGoals.targetCount), asc(userGoals.id)),
    memberCount(db),
  ]);
  return { goals, memberCount: members };
}
