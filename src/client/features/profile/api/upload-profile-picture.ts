import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMultipart } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { CallOutput } from '@/shared/api/contract';
import type { uploadProfilePicture as UploadProfilePicture } from '@/shared/api/users';

/**
 * Multipart has no body schema, so this goes through apiMultipart; the answer's type still comes from the
 * call's declaration.
 */
export function uploadProfilePicture(image: Blob): Promise<CallOutput<typeof UploadProfilePicture>> {
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
