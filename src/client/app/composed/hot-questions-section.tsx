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

/** On phones the grid stops after this many; the rest scroll sideways below it (on wider screens, a grid). */
const PHONE_GRID_COUNT = 4;

/** Home's 'Hot Questions': at most 8, with View All to /trending. */
export function HotQuestionsSection() {
  const { data, isPending, isError, error, refetch } = useHotQuestions();
  const questions = (data ?? []).slice(0, HOT_QUESTIONS_LIMIT);
  const first = questions.slice(0, PHONE_GRID_COUNT);
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
        <div className="grid min-w-0 gap-4">
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {first.map((question) => (
              <li key={question.id}>
                <FeedQuestionCard question={question} hot eagerImage />
              </li>
            ))}
          </ul>
          {rest.length > 0 ? (
            // Each card once: on a phone the rest scroll sideways; from md up they continue the grid.
            <div className="min-w-0">
              <p className="mb-2 text-sm font-medium text-muted-foreground md:hidden">More hot questions</p>
              <ul
                aria-label="More hot questions"
                className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 [scrollbar-width:none] md:mx-0 md:grid md:grid-cols-2 md:gap-4 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-4"
              >
                {rest.map((question) => (
                  <li
                    key={question.id}
                    className="w-[46%] max-w-64 shrink-0 snap-start md:w-auto md:max-w-none"
                  >
                    <FeedQuestionCard question={question} hot />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
