import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { MessageSquareDashed } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { isApiError } from '@/client/lib/api';
import type { ResponsePage } from '@/shared/api/responses';
import { FeedResponseCard } from './feed-response-card';

export interface ResponseFeedListProps {
  query: UseInfiniteQueryResult<InfiniteData<ResponsePage>>;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** The response drawn highlighted (a #response-{id} link). */
  highlightedId?: number | null;
  /** Two columns on wide screens (home) or one (a question's page). */
  columns?: 1 | 2;
}

/** A paged feed of response cards with its loading, empty and error states and 'Load more responses'. */
export function ResponseFeedList({
  query,
  emptyTitle,
  emptyDescription,
  emptyAction,
  highlightedId,
  columns = 1,
}: ResponseFeedListProps) {
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = query;

  if (isPending) return <ResponseFeedSkeleton />;
  if (isError) {
    return (
      <ErrorState
        title="Could not load responses"
        message={isApiError(error) ? error.serverMessage : undefined}
        onRetry={() => void refetch()}
      />
    );
  }
  const responses = data.pages.flatMap((page) => page.responses);
  if (responses.length === 0) {
    return (
      <EmptyState
        icon={MessageSquareDashed}
        title={emptyTitle}
        description={emptyDescription}
        action={emptyAction}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ul className={columns === 2 ? 'grid items-start gap-4 lg:grid-cols-2' : 'grid gap-4'}>
        {responses.map((response) => (
          <li key={response.id}>
            <FeedResponseCard response={response} highlighted={response.id === highlightedId} />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          {isFetchingNextPage ? (
            <>
              <Spinner className="size-4 text-current" label="Loading" />
              Loading...
            </>
          ) : (
            'Load more responses'
          )}
        </Button>
      ) : null}
    </div>
  );
}

export function ResponseFeedSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading responses">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="grid gap-4 rounded-xl border bg-card p-5 shadow-card">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-3.5 w-40" />
              <Skeleton className="h-3 w-64 max-w-full" />
            </div>
          </div>
          <div className="grid gap-1.5">
            {Array.from({ length: 5 }, (_, j) => (
              <Skeleton key={j} className="h-10 w-full rounded-lg" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
