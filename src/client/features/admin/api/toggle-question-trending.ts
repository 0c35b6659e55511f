import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { toggleQuestionTrending as ToggleQuestionTrending } from '@/shared/api/admin-questions';

/** POST /api/admin/questions/:id/toggle-trending -> {id, isTrending} (the new state). */
export function toggleQuestionTrending(id: number) {
  return callApi<typeof ToggleQuestionTrending>('POST /api/admin/questions/:id/toggle-trending', {
    params: { id: String(id) },
  });
}

export function useToggleQuestionTrending() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleQuestionTrending,
    onSuccess: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.questions });
      void queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.question.all(id) });
    },
  });
}
