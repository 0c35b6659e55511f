import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils';

export interface RankedBarProps {
  rank: number;
  label: string;
  /** 0 to 100: the figure on the right (the share of lists naming the item). */
  percentage: number;
  /** 0 to 100: the bar's length, the item's points against the first line's (`barLength`). */
  bar: number;
  /** A second line under the label (votes, most common rank...). */
  detail?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * One line of a results list: rank, label, the percentage, and a bar as long as its points are against the
 * first line's, so the bars shrink down the list as the ranking does (a line may name more lists than the one
 * above it; `RankingNote` says so).
 */
export function RankedBar({ rank, label, percentage, bar, detail, size = 'md', className }: RankedBarProps) {
  const width = Math.min(100, Math.max(0, bar));
  return (
    <div className={cn('grid min-w-0 grid-cols-1 gap-1.5', className)}>
      <div className="flex items-center gap-2.5">
        <span
          className={cn(
            'flex shrink-0 items-center justify-center rounded-full font-bold tabular-nums',
            size === 'sm' ? 'size-5 text-[0.6875rem]' : 'size-6 text-xs',
            rank === 1
              ? 'bg-gradient-to-br from-brand-from to-brand-to text-white'
              : 'bg-secondary text-secondary-foreground',
          )}
        >
          {rank}
        </span>
        <span
          className={cn(
            'min-w-0 flex-1 truncate font-medium',
            size === 'sm' ? 'text-sm' : 'text-[0.9375rem]',
          )}
          title={label}
        >
          {label}
        </span>
        <span className={cn('shrink-0 font-semibold tabular-nums', size === 'sm' ? 'text-xs' : 'text-sm')}>
          {formatPercentage(percentage)}
        </span>
      </div>
      <div
        className={cn('overflow-hidden rounded-full bg-muted', size === 'sm' ? 'ml-7.5 h-1.5' : 'ml-8.5 h-2')}
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-700 ease-out',
            rank === 1 ? 'bg-gradient-to-r from-brand-from to-brand-to' : 'bg-primary/55',
          )}
          style={{ width: `${width}%` }}
        />
      </div>
      {detail ? (
        <div className={cn('text-xs text-muted-foreground', size === 'sm' ? 'ml-7.5' : 'ml-8.5')}>
          {detail}
        </div>
      ) : null}
    </div>
  );
}

/** '78.1%', '50%': at most one decimal, '.0' dropped. */
export function formatPercentage(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/** A bar's length: points against the leader's, 0 to 100. */
export function barLength(points: number, leaderPoints: number): number {
  return leaderPoints > 0 ? (points / leaderPoints) * 100 : 0;
}

export const RANKING_NOTE = 'Ranked by points (a #1 scores 5, a #5 scores 1); % = share of lists naming it.';

/** What the order, the bars and the numbers of a results list mean, said under every list. */
export function RankingNote({ className }: { className?: string }) {
  return <p className={cn('text-xs text-muted-foreground', className)}>{RANKING_NOTE}</p>;
}
