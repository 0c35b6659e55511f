import { SearchX } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { Spinner } from '@/client/components/ui/spinner';
import type { useQuestions } from '@/client/features/questions/api/get-questions';
import { QuestionCardSkeleton } from '@/client/features/questions/components/question-card';
import { cn } from '@/client/lib/utils';
import { FeedQuestionCard } from './feed-question-card';

export interface ExploreResultsProps {
  query: ReturnType<typeof useQuestions>;
  searching: boolean;
  onClearSearch: () => void;
}

/** Explore's question grid with its empty states and the 'Showing X of Y questions' footer. */
export function ExploreResults({ query, searching, onClearSearch }: ExploreResultsProps) {
  const {
    data,
    isPending,
    isError,
    refetch,
    isPlaceholderData,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = query;

  if (isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <QuestionCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError) return <ErrorState title="Failed to fetch questions" onRetry={() => void refetch()} />;

  const questions = data.pages.flatMap((page) => page.questions);
  const total = data.pages[0]?.total ?? 0;
  if (questions.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={searching ? 'No questions found matching your search.' : 'No questions available.'}
        action={
          searching ? (
            <Button variant="outline" onClick={onClearSearch}>
              Clear search
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className="grid gap-6">
      {/* The cards' titles are h3s: this keeps the headings one level at a time under the page's h1. */}
      <h2 className="sr-only">Questions</h2>
      <ul
        className={cn(
          'grid grid-cols-2 gap-3 transition-opacity sm:gap-4 lg:grid-cols-3',
          isPlaceholderData && 'opacity-60',
        )}
        aria-busy={isPlaceholderData || undefined}
      >
        {questions.map((question, index) => (
          <li key={question.id}>
            <FeedQuestionCard question={question} showTrending eagerImage={index < 6} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3">
        {hasNextPage ? (
          <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? <Spinner className="size-4 text-current" label="Loading" /> : null}
            {isFetchingNextPage ? 'Loading...' : 'Load more questions'}
          </Button>
        ) : null}
        <p className="text-sm text-muted-foreground">{`Showing ${questions.length} of ${total} questions`}</p>
      </div>
    </div>
  );
}
