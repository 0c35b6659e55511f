import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ResponsePage } from '@/shared/api/responses';

export const PROFILE_PAGE_SIZE = 10;

/** Paged response lists of a profile (Answers, Liked): next page until the last one. */
export function responsePagesOptions(
  queryKey: readonly unknown[],
  fetchPage: (page: number, signal: AbortSignal) => Promise<ResponsePage>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
}
