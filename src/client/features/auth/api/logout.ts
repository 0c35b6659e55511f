import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { forgetMember } from '@/client/lib/offline-cache';
import { queryKeys } from '@/client/lib/query-keys';
import type { logout as Logout } from '@/shared/api/auth';

export function logout() {
  return callApi<typeof Logout>('POST /api/auth/logout');
}

/**
 * Signs out and forgets every cached read, so nothing of the member's stays on screen, nor in the pages and
 * reads the service worker kept for offline use.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      queryClient.setQueryData(queryKeys.auth.me, null);
      void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
      await forgetMember();
    },
  });
}
