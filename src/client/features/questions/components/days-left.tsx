import { CalendarClock } from 'lucide-react';
import { useNow } from '@/client/lib/render-time';
import { cn } from '@/client/lib/utils';
import { formatDaysLeft } from '@/shared/format';

/** 'N days left' (ceiling of days to the end date), '1 day left', 'Ended' or 'No end date'. */
export function DaysLeft({
  endDate,
  now,
  className,
}: {
  endDate: string | null;
  /** For tests; the current time by default. */
  now?: Date;
  className?: string;
}) {
  const current = useNow();
  const label = formatDaysLeft(endDate, now ?? current);
  return (
    <span
      className={cn('inline-flex items-center gap-1.5', label === 'Ended' && 'text-destructive', className)}
    >
      <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
      {label}
    </span>
  );
}
