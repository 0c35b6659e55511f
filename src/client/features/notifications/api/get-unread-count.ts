import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getNotifications as GetNotifications } from '@/shared/api/notifications';

/** The signed-in member's unread notification count (one item fetched: only the count is wanted). */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const page = await callApi<typeof GetNotifications>('GET /api/notifications', {
    query: { limit: 1 },
    signal,
  });
  return typeof page?.unreadCount === 'number' ? page.unreadCount : 0;
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: queryKeys.notifications.unreadCount,
  queryFn: ({ signal }) => getUnreadCount(signal),
});

/** 0 while signed out, loading, or when the call fails: the badge is a hint, never an error. */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({ ...unreadCountQueryOptions, enabled });
  return enabled ? (data ?? 0) : 0;
}
