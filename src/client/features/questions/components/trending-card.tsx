import { ArrowRight, ListPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';
import type { Question } from '@/shared/api/questions';
import { AnswerCount } from './answer-count';
import { DaysLeft } from './days-left';
import { TrendingBadge } from './question-badges';
import { QuestionImage } from './question-image';
import { TopResultsPreview } from './top-results-preview';

/** A trending question with its current leaders (docs/product.md section 2, Cards: trending card). */
export function TrendingCard({ question, className }: { question: Question; className?: string }) {
  return (
    <article className={cn('flex flex-col overflow-hidden rounded-xl border bg-card shadow-card', className)}>
      <Link
        to={`/question/${question.id}`}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block aspect-[16/9] shrink-0 overflow-hidden"
      >
        <QuestionImage src={question.imageUrl} className="size-full" />
        <TrendingBadge className="absolute top-2.5 right-2.5" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-4 p-4 sm:p-5">
        <div className="grid gap-1.5">
          <h3 className="text-lg leading-snug font-semibold">
            <Link to={`/question/${question.id}`} className="hover:text-primary">
              {question.title}
            </Link>
          </h3>
          <p className="line-clamp-2 text-sm text-muted-foreground">{question.description}</p>
          <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <AnswerCount count={question.answersCount} />
            <DaysLeft endDate={question.endDate} />
          </div>
        </div>
        <TopResultsPreview results={question.topResults} />
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <Button asChild size="sm">
            <Link to={`/question/${question.id}`}>
              <ListPlus aria-hidden="true" />
              Share your Top 5
            </Link>
          </Button>
          <Button asChild size="sm" variant="ghost" className="text-primary hover:text-primary">
            <Link to={`/question/${question.id}/results`}>
              See all results
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
