import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { type FeedPageParam, FIRST_FEED_PAGE, nextFeedPage } from '@/client/lib/feed-paging';
import { queryKeys } from '@/client/lib/query-keys';
import type { getNotifications as GetNotifications } from '@/shared/api/notifications';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications?page&limit&cursor -> {notifications, unreadCount, pagination}. */
export function getNotifications(at: FeedPageParam, signal?: AbortSignal) {
  return callApi<typeof GetNotifications>('GET /api/notifications', {
    query: { page: at.page, limit: NOTIFICATIONS_PAGE_SIZE, cursor: at.cursor },
    signal,
  });
}

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: queryKeys.notifications.list,
  initialPageParam: FIRST_FEED_PAGE,
  queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
  getNextPageParam: nextFeedPage,
});

/**
 * The signed-in member's notifications, newest first, page by page from the cursor of the page before
 * (docs/product.md section 7: only when signed in).
 */
export function useNotifications(enabled = true) {
  return useInfiniteQuery({ ...notificationsQueryOptions, enabled });
}
