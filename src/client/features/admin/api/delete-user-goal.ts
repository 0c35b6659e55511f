import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { deleteUserGoal as DeleteUserGoal } from '@/shared/api/admin-goals';
import { refreshGoals } from './refresh-goals';

/** DELETE /api/admin/user-goals/:id. */
export function deleteUserGoal(id: number) {
  return callApi<typeof DeleteUserGoal>('DELETE /api/admin/user-goals/:id', { params: { id: String(id) } });
}

export function useDeleteUserGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUserGoal, onSuccess: () => refreshGoals(queryClient) });
}
