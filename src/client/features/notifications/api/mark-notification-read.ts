import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type {
  markNotificationRead as MarkNotificationRead,
  NotificationsPage,
} from '@/shared/api/notifications';
import { updateCachedNotifications } from './update-cached-notifications';

/** PATCH /api/notifications/:id/read -> {message}. */
export function markNotificationRead(id: number) {
  return callApi<typeof MarkNotificationRead>('PATCH /api/notifications/:id/read', {
    params: { id: String(id) },
  });
}

/** Marks one notification read; the badges follow. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_result, id) => {
      const list = queryClient.getQueryData<InfiniteData<NotificationsPage>>(queryKeys.notifications.list);
      const wasUnread = list?.pages.some((page) => page.notifications.some((n) => n.id === id && !n.isRead));
      updateCachedNotifications(queryClient, {
        items: (items) => items.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
        unread: (count) => (wasUnread ? count - 1 : count),
      });
    },
  });
}
