import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { createAdminQuestion as CreateAdminQuestion } from '@/shared/api/admin-questions';
import type { AdminQuestionData } from '@/shared/schemas/question';

/** POST /api/admin/questions {title, description, imageUrl, isTrending, hasEndDate, endDate} -> 201 question. */
export function createAdminQuestion(input: AdminQuestionData) {
  return callApi<typeof CreateAdminQuestion>('POST /api/admin/questions', {
    body: { ...input, hasEndDate: input.endDate !== null },
  });
}

export function useCreateAdminQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminQuestion,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.questions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
    },
  });
}
