import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { updatePrivacyPolicy as UpdatePrivacyPolicy } from '@/shared/api/privacy';
import type { PrivacyPolicyInput } from '@/shared/schemas/privacy-policy';

/** PUT /api/admin/privacy-policy {content} (trimmed, 100+ characters) -> {content, updatedAt, updatedBy}. */
export function updatePrivacyPolicy(input: PrivacyPolicyInput) {
  return callApi<typeof UpdatePrivacyPolicy>('PUT /api/admin/privacy-policy', { body: input });
}

/** Saves; the editor's copy becomes the saved text and the public page reads the new one. */
export function useUpdatePrivacyPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacyPolicy,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.admin.privacyPolicy, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.privacy.policy });
    },
  });
}
