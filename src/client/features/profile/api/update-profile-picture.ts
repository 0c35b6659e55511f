import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { SessionUser } from '@/shared/types';

export function updateProfilePicture(profilePicture: string): Promise<{ user: SessionUser }> {
  return api('/api/users/profile-picture', { method: 'PUT', body: { profilePicture } });
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
