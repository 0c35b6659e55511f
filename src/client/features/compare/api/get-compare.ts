import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { compareWithUser as CompareWithUser } from '@/shared/api/users';

export const COMPARE_PAGE_SIZE = 20;

/** GET /api/users/:username/compare?page&limit (signed in): one page of the questions in common. */
export function getCompare(username: string, page: number, signal?: AbortSignal) {
  return callApi<typeof CompareWithUser>('GET /api/users/:username/compare', {
    params: { username },
    query: { page, limit: COMPARE_PAGE_SIZE },
    signal,
  });
}

export const compareQueryOptions = (username: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.users.compare(username),
    queryFn: ({ pageParam, signal }) => getCompare(username, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });

/** The signed-in member's public Top 5s beside `username`'s, with agreement scores, a page at a time. */
export function useCompare(username: string) {
  return useInfiniteQuery(compareQueryOptions(username));
}
