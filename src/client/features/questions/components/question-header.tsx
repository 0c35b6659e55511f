import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useNow } from '@/client/lib/render-time';
import type { Question } from '@/shared/api/questions';
import { relativeTime } from '@/shared/format';
import { AnswerCount } from './answer-count';
import { DaysLeft } from './days-left';
import { TrendingBadge } from './question-badges';
import { QuestionImage } from './question-image';

export interface QuestionHeaderProps {
  question: Question;
  back: { to: string; label: string };
  /** Buttons on the right of the numbers (share...). */
  actions?: ReactNode;
  /** Extra line under the title (e.g. 'Results'). */
  eyebrow?: ReactNode;
}

/** The top of the question and results pages: back link, cover, title, badges, description and numbers. */
export function QuestionHeader({ question, back, actions, eyebrow }: QuestionHeaderProps) {
  const now = useNow();
  return (
    <div className="grid gap-4">
      <Link
        to={back.to}
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <header className="grid overflow-hidden rounded-2xl border bg-card shadow-card md:grid-cols-[20rem_minmax(0,1fr)]">
        <QuestionImage
          src={question.imageUrl}
          eager
          fit="contain"
          className="aspect-[16/9] w-full md:aspect-auto md:h-full md:min-h-52"
        />
        <div className="grid content-start gap-3 p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            {eyebrow}
            {question.isTrending ? <TrendingBadge /> : null}
          </div>
          <h1 className="text-2xl leading-tight font-bold text-balance sm:text-3xl">{question.title}</h1>
          <p className="text-muted-foreground">{question.description}</p>
          <div className="flex flex-wrap items-center justify-between gap-3 pt-1">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <AnswerCount count={question.answersCount} />
              <DaysLeft endDate={question.endDate} />
              <span>{`Asked ${relativeTime(question.createdAt, now)}`}</span>
            </div>
            {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
          </div>
        </div>
      </header>
    </div>
  );
}
