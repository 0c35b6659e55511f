import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { deleteAccountOfDataDeletionRequest as DeleteAccountOfRequest } from '@/shared/api/data-deletion';
import { refreshAfterAdminChange } from './refresh-after-admin-change';

/**
 * POST /api/admin/data-deletion-requests/:id/delete-account -> {message, request}: deletes the account using
 * the request's email with everything it made, then marks the request done.
 */
export function deleteAccountOfDataDeletionRequest(id: number) {
  return callApi<typeof DeleteAccountOfRequest>('POST /api/admin/data-deletion-requests/:id/delete-account', {
    params: { id: String(id) },
  });
}

export function useDeleteAccountOfDataDeletionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccountOfDataDeletionRequest,
    onSuccess: () => refreshAfterAdminChange(queryClient),
  });
}
