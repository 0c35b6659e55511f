import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { completeProfile as CompleteProfile } from '@/shared/api/auth';
import type { CompleteProfileInput } from '@/shared/schemas/auth';

/** PATCH /api/auth/complete-profile -> {user}: the member's record with the new profile. */
export function completeProfile(input: CompleteProfileInput) {
  return callApi<typeof CompleteProfile>('PATCH /api/auth/complete-profile', { body: input });
}

export function useCompleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.auth.me, user),
  });
}
