import type { UseQueryResult } from '@tanstack/react-query';
import { Flame, TrendingUp } from 'lucide-react';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { Skeleton } from '@/client/components/ui/skeleton';
import { QuestionCardSkeleton } from '@/client/features/questions/components/question-card';
import { TrendingCard } from '@/client/features/questions/components/trending-card';
import { isApiError } from '@/client/lib/api';
import type { Question } from '@/shared/api/questions';
import { FeedQuestionCard } from './feed-question-card';

function failure(query: UseQueryResult<Question[]>) {
  return (
    <ErrorState
      title="Failed to fetch questions"
      message={isApiError(query.error) ? query.error.serverMessage : undefined}
      onRetry={() => void query.refetch()}
    />
  );
}

/** Trending tab: trending cards with their current leaders. */
export function TrendingQuestionsList({ query }: { query: UseQueryResult<Question[]> }) {
  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-[28rem] rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) return failure(query);
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={TrendingUp}
        title="No trending questions right now."
        description="Check back soon: questions the community can't stop answering show up here."
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.map((question) => (
        <li key={question.id}>
          <TrendingCard question={question} className="h-full" />
        </li>
      ))}
    </ul>
  );
}

/** Hot Topics tab: the questions answered most in the last 7 days, with the Hot badge. */
export function HotTopicsList({ query }: { query: UseQueryResult<Question[]> }) {
  if (query.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <QuestionCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) return failure(query);
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={Flame}
        title="No hot topics right now."
        description="Questions answered most in the last 7 days show up here."
      />
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {query.data.map((question) => (
        <li key={question.id}>
          <FeedQuestionCard question={question} hot showTrending />
        </li>
      ))}
    </ul>
  );
}
