import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { NotificationsPage } from '@/shared/types';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationsPage> {
  return api(`/api/notifications?page=${page}&limit=${NOTIFICATIONS_PAGE_SIZE}`, { signal });
}

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: queryKeys.notifications.list,
  initialPageParam: 1,
  queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
  getNextPageParam: (last) =>
    last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
});

/** The signed-in member's notifications, newest first, page by page (spec: only when logged in). */
export function useNotifications(enabled = true) {
  return useInfiniteQuery({ ...notificationsQueryOptions, enabled });
}
