import { Clock, LayoutGrid, TrendingUp } from 'lucide-react';
import { cn } from '@/client/lib/utils';
import type { QuestionCategory } from '@/shared/api/questions';
import { abbreviateNumber } from '@/shared/format';

const CHIPS: { value: QuestionCategory; label: string; Icon: typeof Clock }[] = [
  { value: 'all', label: 'All', Icon: LayoutGrid },
  { value: 'trending', label: 'Trending', Icon: TrendingUp },
  { value: 'recent', label: 'Recent', Icon: Clock },
];

/** Explore's chips All, Trending and Recent, each with how many questions it holds. */
export function CategoryChips({
  value,
  counts,
  onChange,
}: {
  value: QuestionCategory;
  counts?: Record<QuestionCategory, number>;
  onChange: (next: QuestionCategory) => void;
}) {
  return (
    <div role="radiogroup" aria-label="Category" className="flex flex-wrap gap-1.5 sm:gap-2">
      {CHIPS.map(({ value: chip, label, Icon }) => {
        const active = chip === value;
        return (
          <button
            key={chip}
            type="button"
            role="radio"
            aria-checked={active}
            onClick={() => onChange(chip)}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm sm:gap-2 sm:px-3.5 font-medium transition-colors',
              active
                ? 'border-primary bg-primary text-primary-foreground shadow-sm shadow-primary/25'
                : 'bg-card text-foreground hover:border-primary/40 hover:bg-accent',
            )}
          >
            <Icon className="size-4 max-sm:hidden" aria-hidden="true" />
            {label}
            <span
              className={cn(
                'min-w-6 rounded-full px-1.5 py-px text-xs tabular-nums',
                active ? 'bg-primary-foreground text-primary' : 'bg-muted text-muted-foreground',
              )}
            >
              {counts ? abbreviateNumber(counts[chip]) : '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
