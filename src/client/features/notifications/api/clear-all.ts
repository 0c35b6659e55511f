import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { updateCachedNotifications } from './update-cached-notifications';

export function clearAllNotifications(): Promise<{ message: string; deleted: number }> {
  return api('/api/notifications/clear-all', { method: 'DELETE' });
}

/** DELETE /api/notifications/clear-all; the badges follow. */
export function useClearAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAllNotifications,
    onSuccess: () => updateCachedNotifications(queryClient, { items: () => [], unread: () => 0 }),
  });
}
