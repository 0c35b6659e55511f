import type { MemberStats } from '@/shared/api/stats';
import { GOAL_BANNER_UPCOMING } from '@/shared/constants';

export interface GoalProgress {
  count: number;
  /** The current goal's target, or null when every goal is achieved (or there is none). */
  target: number | null;
  /** count over the current target as a percentage, capped at 100 (100 when there is no target left). */
  percent: number;
  /** Targets already reached, smallest first. */
  achieved: number[];
  /** At most two targets not yet achieved, smallest first. */
  upcoming: number[];
}

/** What the goal banner shows (docs/product.md section 4, Goal banner). */
export function goalProgress(stats: MemberStats): GoalProgress {
  const goals = [...stats.goals].sort((a, b) => a.targetCount - b.targetCount);
  const target = stats.currentGoal?.targetCount ?? null;
  const percent = target && target > 0 ? Math.min(100, (stats.count / target) * 100) : 100;
  return {
    count: stats.count,
    target,
    percent,
    achieved: goals.filter((goal) => goal.achieved).map((goal) => goal.targetCount),
    upcoming: goals
      .filter((goal) => !goal.achieved)
      .slice(0, GOAL_BANNER_UPCOMING)
      .map((goal) => goal.targetCount),
  };
}
