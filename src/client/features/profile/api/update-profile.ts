import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { ProfileInput } from '@/shared/schemas/profile';
import type { SessionUser } from '@/shared/types';

export function updateProfile(input: ProfileInput): Promise<{ user: SessionUser }> {
  return api('/api/users/profile', { method: 'PATCH', body: input });
}

/** PATCH /api/users/profile: the owner's display name and bio (the About tab). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(queryKeys.auth.me, user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all(user.username) });
    },
  });
}
