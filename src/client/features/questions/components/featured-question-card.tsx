import { ArrowRight, ListPlus, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import type { Question } from '@/shared/api/questions';
import { AnswerCount } from './answer-count';
import { DaysLeft } from './days-left';
import { TrendingBadge } from './question-badges';
import { QuestionImage } from './question-image';
import { TopResultsPreview } from './top-results-preview';

/** Home's featured question: a wide card with the cover, the question and its current leaders. */
export function FeaturedQuestionCard({ question, share }: { question: Question; share?: ReactNode }) {
  return (
    <article className="grid overflow-hidden rounded-2xl border bg-card shadow-card md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <Link
        to={`/question/${question.id}`}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block aspect-[16/9] overflow-hidden md:aspect-auto md:min-h-80"
      >
        <QuestionImage src={question.imageUrl} eager fit="contain" className="size-full" />
      </Link>
      <div className="flex flex-col gap-5 p-5 sm:p-7">
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary uppercase">
              <Sparkles className="size-3.5" aria-hidden="true" />
              Featured question
            </span>
            {question.isTrending ? <TrendingBadge /> : null}
          </div>
          <h3 className="text-2xl leading-tight font-bold sm:text-[1.75rem]">
            <Link to={`/question/${question.id}`} className="hover:text-primary">
              {question.title}
            </Link>
          </h3>
          <p className="text-muted-foreground">{question.description}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <AnswerCount count={question.answersCount} />
            <DaysLeft endDate={question.endDate} />
          </div>
        </div>
        <TopResultsPreview results={question.topResults} />
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <Button asChild>
            <Link to={`/question/${question.id}`}>
              <ListPlus aria-hidden="true" />
              Share your Top 5
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/question/${question.id}/results`}>
              See all results
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {share}
        </div>
      </div>
    </article>
  );
}
