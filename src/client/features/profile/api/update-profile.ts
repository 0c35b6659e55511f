import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { updateProfile as UpdateProfile } from '@/shared/api/users';
import type { ProfileInput } from '@/shared/schemas/profile';

export function updateProfile(input: ProfileInput) {
  return callApi<typeof UpdateProfile>('PATCH /api/users/profile', { body: input });
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
