import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { deleteAdminUser as DeleteAdminUser } from '@/shared/api/admin-users';
import { refreshAfterAdminChange } from './refresh-after-admin-change';

/** DELETE /api/admin/users/:id: the member with everything they made (409 for your own account). */
export function deleteAdminUser(id: number) {
  return callApi<typeof DeleteAdminUser>('DELETE /api/admin/users/:id', { params: { id: String(id) } });
}

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAdminUser, onSuccess: () => refreshAfterAdminChange(queryClient) });
}
