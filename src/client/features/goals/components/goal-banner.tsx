import { CircleCheck, Flag, UsersRound } from 'lucide-react';
import { Progress } from '@/client/components/ui/progress';
import { Skeleton } from '@/client/components/ui/skeleton';
import type { MemberStats } from '@/shared/api/stats';
import { abbreviateNumber, groupDigits } from '@/shared/format';
import { useMemberStats } from '../api/get-member-stats';
import { goalProgress } from '../goal-progress';

/** The community goal banner at the top of Home: members so far, goals reached and the next ones. */
export function GoalBanner() {
  const { data, isPending, isError } = useMemberStats();
  if (isPending) return <Skeleton className="h-29.5 w-full rounded-2xl" />;
  // The banner is encouragement, not content: when stats cannot load it says so in one quiet line.
  if (isError) {
    return <p className="text-sm text-muted-foreground">Community goals are unavailable right now.</p>;
  }
  return <GoalBannerView stats={data} />;
}

export function GoalBannerView({ stats }: { stats: MemberStats }) {
  const { count, target, percent, achieved, upcoming } = goalProgress(stats);
  return (
    <section
      aria-labelledby="goal-banner-title"
      className="relative overflow-hidden rounded-2xl border bg-card p-4 shadow-card sm:p-5"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 w-1 bg-gradient-to-b from-brand-from to-brand-to"
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <div className="flex items-center gap-3 sm:min-w-56">
          <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-from to-brand-to text-white shadow-sm">
            <UsersRound className="size-5" aria-hidden="true" />
          </div>
          <div className="grid">
            <h2
              id="goal-banner-title"
              className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              Community Goal
            </h2>
            <p className="text-lg font-bold">
              {`${abbreviateNumber(count)} ${count === 1 ? 'member' : 'members'}`}
            </p>
          </div>
        </div>
        <div className="grid flex-1 gap-2.5">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="font-medium">
              {target === null ? 'Every goal reached' : `${groupDigits(count)} / ${groupDigits(target)}`}
            </span>
            <span className="font-semibold text-primary tabular-nums">{Math.floor(percent)}%</span>
          </div>
          <Progress value={percent} label="Progress to the next community goal" />
          {achieved.length + upcoming.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Community goals">
              {achieved.map((goal) => (
                <li
                  key={`a${goal}`}
                  className="inline-flex items-center gap-1 rounded-full bg-success/12 px-2.5 py-0.5 text-xs font-medium text-success"
                >
                  <CircleCheck className="size-3.5" aria-hidden="true" />
                  {`${abbreviateNumber(goal)} members reached!`}
                </li>
              ))}
              {upcoming.map((goal) => (
                <li
                  key={`u${goal}`}
                  className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground"
                >
                  <Flag className="size-3.5" aria-hidden="true" />
                  {`Next: ${abbreviateNumber(goal)} members`}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
