import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { deleteMyResponse as DeleteMyResponse } from '@/shared/api/responses';

export interface DeleteMyResponseVariables {
  responseId: number;
  questionId: number;
}

/** DELETE /api/responses/:id -> {message}. */
export function deleteMyResponse({ responseId }: DeleteMyResponseVariables) {
  return callApi<typeof DeleteMyResponse>('DELETE /api/responses/:id', {
    params: { id: String(responseId) },
  });
}

/**
 * Deletes the member's own list. Everything that showed it or counted it is read again: the question (its
 * count, results, the member's answer form), the feeds, question lists, profiles and the member's record.
 */
export function useDeleteMyResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyResponse,
    onSuccess: (_result, { questionId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.question.all(questionId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.responses.recent });
      void queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
      void queryClient.invalidateQueries({ predicate: ({ queryKey: [area] }) => area === 'users' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.me });
      void queryClient.invalidateQueries({ queryKey: queryKeys.search.all });
    },
  });
}
