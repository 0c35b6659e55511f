/** GET /api/stats/users: the member count and the community goals of the home banner. */
import { asc, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { userGoals } from '../../db/schema/index.js';

/** Members, read from the stored counter that a trigger on users keeps (no count over users). */
export async function memberCount(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select coalesce(sum(value), 0)::int as count from site_counters where name = 'members'`,
  );
  return row.count;
}

export interface MemberStatsRow {
  count: number;
  goals: { id: number; targetCount: number; achieved: boolean }[];
}

/** The count and every goal, smallest target first. */
export async function memberStats(db: DbOrTx): Promise<MemberStatsRow> {
  const [count, goals] = await Promise.all([
    memberCount(db),
    db
      .select({ id: userGoals.id, targetCount: userGoals.targetCount, achieved: userGoals.achieved })
      .from(userGoals)
      .orderBy(asc(userGoals.targetCount), asc(userGoals.id)),
  ]);
  return { count, goals };
}
