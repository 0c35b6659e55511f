import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { updateProfilePicture as UpdateProfilePicture } from '@/shared/api/users';

export function updateProfilePicture(profilePicture: string) {
  return callApi<typeof UpdateProfilePicture>('PUT /api/users/profile-picture', { body: { profilePicture } });
}

/** PUT /api/users/profile-picture: the picture by address (kept as given; no crop across sites). */
export function useUpdateProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfilePicture,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(queryKeys.auth.me, user);
      // Their cards everywhere carry the picture.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    },
  });
}
