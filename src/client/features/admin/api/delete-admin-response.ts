import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { deleteAdminResponse as DeleteAdminResponse } from '@/shared/api/admin-responses';
import { refreshAfterAdminChange } from './refresh-after-admin-change';

/** DELETE /api/admin/responses/:id: results, counts and the author's stats move as when its author deletes it. */
export function deleteAdminResponse(id: number) {
  return callApi<typeof DeleteAdminResponse>('DELETE /api/admin/responses/:id', {
    params: { id: String(id) },
  });
}

export function useDeleteAdminResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminResponse,
    onSuccess: () => refreshAfterAdminChange(queryClient),
  });
}
