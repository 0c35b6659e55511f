import { infiniteQueryOptions } from '@tanstack/react-query';
import type { UserListPage } from '@/shared/api/users';

export const USER_LIST_PAGE_SIZE = 20;

/** Paged member lists (followers, following): next page until the last one. */
export function userListPagesOptions(
  queryKey: readonly unknown[],
  fetchPage: (page: number, signal: AbortSignal) => Promise<UserListPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
}
