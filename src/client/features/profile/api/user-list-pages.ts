import { infiniteQueryOptions } from '@tanstack/react-query';
import { type FeedPageParam, FIRST_FEED_PAGE, nextFeedPage } from '@/client/lib/feed-paging';
import type { UserListPage } from '@/shared/api/users';

export const USER_LIST_PAGE_SIZE = 20;

/** Paged member lists (followers, following): next page until the last one. */
export function userListPagesOptions(
  queryKey: readonly unknown[],
  fetchPage: (at: FeedPageParam, signal: AbortSignal) => Promise<UserListPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: FIRST_FEED_PAGE,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: nextFeedPage,
  });
}
