import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { ResponsePage } from '@/shared/types';

export const PROFILE_PAGE_SIZE = 10;

/** Paged response lists of a profile (Answers, Liked): next page until the last one. */
export function responsePagesOptions(queryKey: readonly unknown[], path: string) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api<ResponsePage>(`${path}?page=${pageParam}&limit=${PROFILE_PAGE_SIZE}`, { signal }),
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
}
