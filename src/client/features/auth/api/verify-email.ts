import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { verifyEmail as VerifyEmail } from '@/shared/api/auth';

export function verifyEmail(token: string) {
  return callApi<typeof VerifyEmail>('POST /api/auth/verify-email', { body: { token } });
}

/** Verifies the link's token; /api/auth/me is refreshed afterwards either way (docs/product.md section 7). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.me }),
  });
}
