import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';

export function verifyEmail(token: string): Promise<{ message: string }> {
  return api('/api/auth/verify-email', { method: 'POST', body: { token } });
}

/** Verifies the link's token; /api/auth/me is refreshed afterwards either way (spec section 7). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.me }),
  });
}
