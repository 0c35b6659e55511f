import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { clearAllNotifications as ClearAllNotifications } from '@/shared/api/notifications';
import { updateCachedNotifications } from './update-cached-notifications';

/** DELETE /api/notifications/clear-all -> {message, deleted}. */
export function clearAllNotifications() {
  return callApi<typeof ClearAllNotifications>('DELETE /api/notifications/clear-all');
}

/** Clears every notification; the badges follow. */
export function useClearAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAllNotifications,
    onSuccess: () => updateCachedNotifications(queryClient, { items: () => [], unread: () => 0 }),
  });
}
