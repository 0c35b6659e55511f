import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { UserListPage } from '@/shared/types';

export const USER_LIST_PAGE_SIZE = 20;

/** Paged member lists (followers, following). */
export function userListPagesOptions(queryKey: readonly unknown[], path: string) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api<UserListPage>(`${path}?page=${pageParam}&limit=${USER_LIST_PAGE_SIZE}`, { signal }),
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
}
