import type { LucideIcon } from 'lucide-react';
import { Flame, MessagesSquare, TrendingUp } from 'lucide-react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { abbreviateNumber } from '@/shared/format';

interface Tile {
  label: string;
  value: number | undefined;
  Icon: LucideIcon;
  tint: string;
}

/** Trending's three tiles: trending questions, hot questions and active responses. */
export function TrendingStatTiles({
  trending,
  hot,
  responses,
}: {
  trending: number | undefined;
  hot: number | undefined;
  responses: number | undefined;
}) {
  const tiles: Tile[] = [
    { label: 'Trending questions', value: trending, Icon: TrendingUp, tint: 'from-brand-from to-brand-to' },
    { label: 'Hot questions', value: hot, Icon: Flame, tint: 'from-orange-500 to-rose-500' },
    { label: 'Active responses', value: responses, Icon: MessagesSquare, tint: 'from-sky-500 to-indigo-500' },
  ];
  return (
    // Each tile is one <div> of a <dt> and a <dd> (all a <dl> may hold); the icon sits in the <dt>, hidden.
    <dl className="grid grid-cols-3 gap-3 sm:gap-4">
      {tiles.map(({ label, value, Icon, tint }) => (
        <div
          key={label}
          className="relative flex min-w-0 flex-col-reverse justify-end gap-0.5 rounded-xl border bg-card p-3 pt-15 shadow-card sm:min-h-21 sm:flex-col sm:justify-center sm:p-5 sm:pl-20"
        >
          <dt className="text-xs leading-tight text-muted-foreground sm:text-sm">
            <span
              aria-hidden="true"
              className={`absolute top-3 left-3 flex size-9 items-center justify-center rounded-lg bg-gradient-to-br text-white sm:top-1/2 sm:left-5 sm:size-11 sm:-translate-y-1/2 sm:rounded-xl ${tint}`}
            >
              <Icon className="size-4.5 sm:size-5" />
            </span>
            {label}
          </dt>
          <dd className="text-xl font-bold tabular-nums sm:text-2xl">
            {value === undefined ? <Skeleton className="mt-1 h-6 w-10" /> : abbreviateNumber(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
