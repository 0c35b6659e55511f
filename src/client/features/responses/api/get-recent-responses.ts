import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { type FeedPageParam, FIRST_FEED_PAGE, nextFeedPage } from '@/client/lib/feed-paging';
import { queryKeys } from '@/client/lib/query-keys';
import type { getRecentResponses as GetRecentResponses } from '@/shared/api/responses';
import { RESPONSES_PAGE_SIZE } from './paging';

/** GET /api/responses/recent?page&limit&cursor: the site's newest public responses. */
export function getRecentResponses(at: FeedPageParam, signal?: AbortSignal) {
  return callApi<typeof GetRecentResponses>('GET /api/responses/recent', {
    query: { page: at.page, limit: RESPONSES_PAGE_SIZE, cursor: at.cursor },
    signal,
  });
}

export const recentResponsesQueryOptions = infiniteQueryOptions({
  queryKey: queryKeys.responses.recent,
  queryFn: ({ pageParam, signal }) => getRecentResponses(pageParam, signal),
  initialPageParam: FIRST_FEED_PAGE,
  getNextPageParam: nextFeedPage,
});

export function useRecentResponses() {
  return useInfiniteQuery(recentResponsesQueryOptions);
}
