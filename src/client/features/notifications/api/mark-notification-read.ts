import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { NotificationsPage } from '@/shared/types';
import { updateCachedNotifications } from './update-cached-notifications';

export function markNotificationRead(id: number): Promise<{ message: string }> {
  return api(`/api/notifications/${id}/read`, { method: 'PATCH' });
}

/** PATCH /api/notifications/:id/read; the badges follow. */
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
