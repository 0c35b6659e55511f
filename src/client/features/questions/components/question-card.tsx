import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/client/lib/utils';
import type { Question } from '@/shared/api/questions';
import { AnswerCount } from './answer-count';
import { DaysLeft } from './days-left';
import { HotBadge, TrendingBadge } from './question-badges';
import { QuestionImage } from './question-image';

export interface QuestionCardProps {
  question: Question;
  /** Show the Hot badge (hot questions lists). */
  hot?: boolean;
  /** Show the Trending badge when the question is trending (lists other than hot ones). */
  showTrending?: boolean;
  /** The share control, drawn over the image's corner. */
  share?: ReactNode;
  eagerImage?: boolean;
  className?: string;
}

/**
 * A question in a grid (docs/product.md section 2, Cards: question card); the whole card opens the question.
 */
export function QuestionCard({
  question,
  hot = false,
  showTrending = false,
  share,
  eagerImage,
  className,
}: QuestionCardProps) {
  return (
    <article
      className={cn(
        'focus-card group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-card transition-[box-shadow,transform,border-color] duration-200 hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-pop',
        className,
      )}
    >
      <div className="relative aspect-[16/9] overflow-hidden">
        <QuestionImage
          src={question.imageUrl}
          eager={eagerImage}
          className="size-full transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {/* Top right: the covers carry their "TOP 5" label at the top left. */}
        <div className="absolute top-2.5 right-2.5 flex gap-1.5">
          {hot ? <HotBadge /> : null}
          {showTrending && question.isTrending ? <TrendingBadge /> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold sm:text-base">
          <Link
            to={`/question/${question.id}`}
            className="card-link after:absolute after:inset-0 after:content-['']"
          >
            {question.title}
          </Link>
        </h3>
        <div className="mt-auto flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <AnswerCount count={question.answersCount} />
            <DaysLeft endDate={question.endDate} />
          </div>
          {share ? <div className="relative z-10 -my-1 -mr-1.5">{share}</div> : null}
        </div>
      </div>
    </article>
  );
}

/** Placeholder of a question card while its list loads. */
export function QuestionCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border bg-card shadow-card">
      <div className="aspect-[16/9] animate-pulse bg-muted" />
      <div className="grid gap-3 p-4">
        <div className="h-4 w-4/5 animate-pulse rounded bg-muted" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
