import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { markAllNotificationsRead as MarkAllNotificationsRead } from '@/shared/api/notifications';
import { updateCachedNotifications } from './update-cached-notifications';

/** PATCH /api/notifications/mark-all-read -> {message, updated}. */
export function markAllNotificationsRead() {
  return callApi<typeof MarkAllNotificationsRead>('PATCH /api/notifications/mark-all-read');
}

/** Marks every notification read; the badges follow. */
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
