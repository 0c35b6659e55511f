import { ArrowRight, Flame } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { useHotQuestions } from '@/client/features/questions/api/get-hot-questions';
import { QuestionCardSkeleton } from '@/client/features/questions/components/question-card';
import { isApiError } from '@/client/lib/api';
import { HOT_QUESTIONS_LIMIT } from '@/shared/constants';
import { FeedQuestionCard } from './feed-question-card';

/** On phones the grid stops after this many; the rest scroll sideways below it. */
const PHONE_GRID_COUNT = 4;

/** Home's 'Hot Questions': at most 8, with View All to /trending. */
export function HotQuestionsSection() {
  const { data, isPending, isError, error, refetch } = useHotQuestions();
  const questions = (data ?? []).slice(0, HOT_QUESTIONS_LIMIT);
  const rest = questions.slice(PHONE_GRID_COUNT);

  return (
    <section aria-labelledby="hot-questions" className="grid min-w-0 gap-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id="hot-questions" className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
          <Flame className="size-6 text-orange-500" aria-hidden="true" />
          Hot Questions
        </h2>
        <Button asChild variant="ghost" size="sm" className="text-primary hover:text-primary">
          <Link to="/trending">
            View All
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <QuestionCardSkeleton key={i} />
          ))}
        </div>
      ) : isError ? (
        <ErrorState
          title="Failed to fetch questions"
          message={isApiError(error) ? error.serverMessage : undefined}
          onRetry={() => void refetch()}
        />
      ) : questions.length === 0 ? (
        <EmptyState
          icon={Flame}
          title="No hot questions right now"
          description="Questions answered most in the last 7 days show up here."
          action={
            <Button asChild variant="outline">
              <Link to="/explore">Explore questions</Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {questions.map((question, index) => (
              <li key={question.id} className={index >= PHONE_GRID_COUNT ? 'hidden md:block' : undefined}>
                <FeedQuestionCard question={question} hot eagerImage={index < PHONE_GRID_COUNT} />
              </li>
            ))}
          </ul>
          {rest.length > 0 ? (
            <div className="min-w-0 md:hidden">
              <p className="mb-2 text-sm font-medium text-muted-foreground">More hot questions</p>
              <ul
                aria-label="More hot questions"
                className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:none]"
              >
                {rest.map((question) => (
                  <li key={question.id} className="w-[46%] max-w-64 shrink-0 snap-start">
                    <FeedQuestionCard question={question} hot />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
