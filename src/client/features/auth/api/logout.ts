import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';

export function logout(): Promise<{ message: string }> {
  return api('/api/auth/logout', { method: 'POST' });
}

/** Signs out and forgets every cached read, so nothing of the member's stays on screen. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.auth.me, null);
      void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    },
  });
}
