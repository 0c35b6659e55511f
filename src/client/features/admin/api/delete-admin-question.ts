import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { deleteAdminQuestion as DeleteAdminQuestion } from '@/shared/api/admin-questions';
import { refreshAfterAdminChange } from './refresh-after-admin-change';

/** DELETE /api/admin/questions/:id: the question with its responses, results, likes, comments and reports. */
export function deleteAdminQuestion(id: number) {
  return callApi<typeof DeleteAdminQuestion>('DELETE /api/admin/questions/:id', {
    params: { id: String(id) },
  });
}

export function useDeleteAdminQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminQuestion,
    onSuccess: () => refreshAfterAdminChange(queryClient),
  });
}
