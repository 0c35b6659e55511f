/** The home banner's figures (GET /api/stats/users). */
import type { MemberStats } from '../../shared/api/stats.js';
import type { MemberStatsRow } from '../services/stats/member-stats.js';

export function presentMemberStats(row: MemberStatsRow): MemberStats {
  const current = row.goals.find((goal) => !goal.achieved);
  return {
    count: row.count,
    currentGoal: current ? { targetCount: current.targetCount } : null,
    goals: row.goals.map((goal) => ({ id: goal.id, targetCount: goal.targetCount, achieved: goal.achieved })),
  };
}
