import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/client/lib/query-keys';
import type { NotificationItem, NotificationsPage } from '@/shared/api/notifications';

export interface NotificationsChange {
  items: (items: NotificationItem[]) => NotificationItem[];
  unread: (count: number) => number;
}

/**
 * Applies a change to the cached list and unread count at once (so the screen and the top bar and bottom
 * bar badges answer the click), then reads both again from the server.
 */
export function updateCachedNotifications(queryClient: QueryClient, change: NotificationsChange): void {
  queryClient.setQueryData<InfiniteData<NotificationsPage>>(queryKeys.notifications.list, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            notifications: change.items(page.notifications),
            unreadCount: Math.max(0, change.unread(page.unreadCount)),
          })),
        }
      : old,
  );
  queryClient.setQueryData<number>(queryKeys.notifications.unreadCount, (old) =>
    old === undefined ? old : Math.max(0, change.unread(old)),
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
}
