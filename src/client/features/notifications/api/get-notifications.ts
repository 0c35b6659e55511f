import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getNotifications as GetNotifications } from '@/shared/api/notifications';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications?page&limit -> {notifications, unreadCount, pagination}. */
export function getNotifications(page: number, signal?: AbortSignal) {
  return callApi<typeof GetNotifications>('GET /api/notifications', {
    query: { page, limit: NOTIFICATIONS_PAGE_SIZE },
    signal,
  });
}

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: queryKeys.notifications.list,
  initialPageParam: 1,
  queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
  getNextPageParam: (last) =>
    last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
});

/**
 * The signed-in member's notifications, newest first, page by page (docs/product.md section
 * 7: only when signed in).
 */
export function useNotifications(enabled = true) {
  return useInfiniteQuery({ ...notificationsQueryOptions, enabled });
}
