import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getRecentResponses as GetRecentResponses } from '@/shared/api/responses';
import { nextPageOf, RESPONSES_PAGE_SIZE } from './paging';

/** GET /api/responses/recent?page&limit: the site's newest public responses. */
export function getRecentResponses(page: number, signal?: AbortSignal) {
  return callApi<typeof GetRecentResponses>('GET /api/responses/recent', {
    query: { page, limit: RESPONSES_PAGE_SIZE },
    signal,
  });
}

export const recentResponsesQueryOptions = infiniteQueryOptions({
  queryKey: queryKeys.responses.recent,
  queryFn: ({ pageParam, signal }) => getRecentResponses(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: nextPageOf,
});

export function useRecentResponses() {
  return useInfiniteQuery(recentResponsesQueryOptions);
}
