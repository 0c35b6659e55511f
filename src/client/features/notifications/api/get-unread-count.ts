import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';

interface NotificationsPage {
  notifications: unknown[];
  unreadCount: number;
}

/** The signed-in member's unread notification count (one item fetched: only the count is wanted). */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const page = await api<NotificationsPage>('/api/notifications?limit=1', { signal });
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
