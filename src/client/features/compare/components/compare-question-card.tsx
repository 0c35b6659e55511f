import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/client/lib/utils';
import type { UserSummary } from '@/shared/api/common';
import type { CompareQuestion } from '@/shared/api/users';
import { itemKey } from '@/shared/item-key';
import { agreementLabel, percent } from './agreement';

function RankedColumn({ title, items, shared }: { title: string; items: string[]; shared: Set<string> }) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <p className="truncate text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</p>
      <ol className="grid gap-1.5">
        {items.map((item, i) => {
          const isShared = shared.has(itemKey(item));
          return (
            <li
              key={i}
              className={cn(
                'flex min-h-10 items-center gap-2 rounded-lg border px-2.5 py-1.5 text-sm',
                isShared ? 'border-primary/30 bg-secondary font-medium text-secondary-foreground' : 'bg-card',
              )}
            >
              <span
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-full text-[0.6875rem] font-bold',
                  isShared ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                )}
              >
                {i + 1}
              </span>
              <span className="min-w-0 flex-1 break-words">{item}</span>
              {isShared ? (
                <>
                  <Check className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="sr-only">(on both lists)</span>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** One question both members answered: the two lists side by side, shared items marked, and the score. */
export function CompareQuestionCard({
  item,
  me,
  them,
}: {
  item: CompareQuestion;
  me: UserSummary;
  them: UserSummary;
}) {
  const shared = new Set(item.shared.map(itemKey));
  const value = percent(item.score);
  return (
    <article className="grid gap-4 rounded-2xl border bg-card p-4 shadow-card sm:p-5">
      <header className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <Link
            to={`/question/${item.question.id}`}
            className="font-semibold hover:text-primary hover:underline"
          >
            {item.question.title}
          </Link>
          <p className="text-sm text-muted-foreground">
            {item.shared.length === 0
              ? 'No picks in common'
              : `${item.shared.length} ${item.shared.length === 1 ? 'pick' : 'picks'} in common`}
          </p>
        </div>
        <div className="grid shrink-0 justify-items-end gap-0.5 text-right">
          <span className="text-xl font-extrabold text-primary tabular-nums">{value}%</span>
          <span className="text-xs text-muted-foreground">{agreementLabel(item.score)}</span>
        </div>
      </header>
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="meter"
        aria-label="Agreement"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-from to-brand-to"
          style={{ width: `${value}%` }}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <RankedColumn title="You" items={item.mine} shared={shared} />
        <RankedColumn title={them.displayName} items={item.theirs} shared={shared} />
      </div>
      <span className="sr-only">
        {me.displayName} and {them.displayName} agree {value}%
      </span>
    </article>
  );
}
