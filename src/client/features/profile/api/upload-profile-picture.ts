import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMultipart } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { SessionUser } from '@/shared/types';

export function uploadProfilePicture(image: Blob): Promise<{ user: SessionUser; profilePicture: string }> {
  const form = new FormData();
  form.append('profilePicture', image, 'profile-picture.jpg');
  return apiMultipart('/api/users/profile-picture/upload', form);
}

/** POST /api/users/profile-picture/upload (multipart field profilePicture): the cropped square JPEG. */
export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(queryKeys.auth.me, user);
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    },
  });
}
