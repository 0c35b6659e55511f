import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { CompleteProfileInput } from '@/shared/schemas/auth';
import type { SessionUser } from '@/shared/types';

export function completeProfile(input: CompleteProfileInput): Promise<{ user: SessionUser }> {
  return api('/api/auth/complete-profile', { method: 'PATCH', body: input });
}

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.auth.me, user),
  });
}
