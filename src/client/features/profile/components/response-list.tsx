import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ListOrdered } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { Spinner } from '@/client/components/ui/spinner';
import type { Response, ResponsePage } from '@/shared/api/responses';

/** A profile tab's list of response cards, page by page, with its loading, empty and error states. */
export function ResponseList({
  query,
  renderResponse,
  emptyDescription,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ResponsePage>>;
  renderResponse: (response: Response) => ReactNode;
  emptyDescription: string;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-7" label="Loading responses" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load responses"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const responses = query.data.pages.flatMap((page) => page.responses);
  if (responses.length === 0) {
    return (
      <EmptyState
        icon={ListOrdered}
        title="No responses found for this user."
        description={emptyDescription}
      />
    );
  }
  return (
    <div className="grid gap-4">
      {responses.map((response) => (
        <div key={response.id}>{renderResponse(response)}</div>
      ))}
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
