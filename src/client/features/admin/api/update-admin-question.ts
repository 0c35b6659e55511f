import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { updateAdminQuestion as UpdateAdminQuestion } from '@/shared/api/admin-questions';
import type { AdminQuestionEditData } from '@/shared/schemas/question';

export interface UpdateAdminQuestionVariables {
  id: number;
  input: AdminQuestionEditData;
}

/**
 * PUT /api/admin/questions/:id with the admin form; `endDate: null` (and hasEndDate false) for none, and
 * `imageUrl: null` to keep the question's image.
 */
export function updateAdminQuestion({ id, input }: UpdateAdminQuestionVariables) {
  return callApi<typeof UpdateAdminQuestion>('PUT /api/admin/questions/:id', {
    params: { id: String(id) },
    body: { ...input, hasEndDate: input.endDate !== null },
  });
}

export function useUpdateAdminQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminQuestion,
    onSuccess: (_question, { id }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.questions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.question.all(id) });
    },
  });
}
