import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { updateCachedNotifications } from './update-cached-notifications';

export function markAllNotificationsRead(): Promise<{ message: string; updated: number }> {
  return api('/api/notifications/mark-all-read', { method: 'PATCH' });
}

/** PATCH /api/notifications/mark-all-read; the badges follow. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () =>
      updateCachedNotifications(queryClient, {
        items: (items) => items.map((item) => ({ ...item, isRead: true })),
        unread: () => 0,
      }),
  });
}
