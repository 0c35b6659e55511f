import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { completeDataDeletionRequest as CompleteDataDeletionRequest } from '@/shared/api/data-deletion';

/** POST /api/admin/data-deletion-requests/:id/complete -> {message, request} (409 once handled). */
export function completeDataDeletionRequest(id: number) {
  return callApi<typeof CompleteDataDeletionRequest>('POST /api/admin/data-deletion-requests/:id/complete', {
    params: { id: String(id) },
  });
}

export function useCompleteDataDeletionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDataDeletionRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.deletionRequests }),
  });
}
