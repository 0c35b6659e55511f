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
    <dl className="grid grid-cols-3 gap-3 sm:gap-4">
      {tiles.map(({ label, value, Icon, tint }) => (
        <div
          key={label}
          className="flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-card sm:flex-row sm:items-center sm:p-5"
        >
          <div
            className={`flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br text-white sm:size-11 sm:rounded-xl ${tint}`}
          >
            <Icon className="size-4.5 sm:size-5" aria-hidden="true" />
          </div>
          <div className="flex min-w-0 flex-col-reverse gap-0.5 sm:flex-col">
            <dt className="text-xs leading-tight text-muted-foreground sm:text-sm">{label}</dt>
            <dd className="text-xl font-bold tabular-nums sm:text-2xl">
              {value === undefined ? <Skeleton className="mt-1 h-6 w-10" /> : abbreviateNumber(value)}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
