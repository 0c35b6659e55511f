import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { AnswerInput } from '@/shared/schemas/answer';
import type { SubmitAnswerResult } from '@/shared/types';

/** POST /api/questions/:id/answer {answers, answerImages, isPublic} -> {isEdit, version, responseId, message}. */
export function submitAnswer(questionId: number, input: AnswerInput): Promise<SubmitAnswerResult> {
  return api(`/api/questions/${questionId}/answer`, { method: 'POST', body: input });
}

/**
 * Saves the member's Top 5 (a new version when they had one). Afterwards the question's responses, my
 * answer and results are refetched (all under the question's key), as are the recent-responses feed and the
 * question lists, whose answer counts may have moved.
 */
export function useSubmitAnswer(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerInput) => submitAnswer(questionId, input),
    // Not awaited: the member hears back at once while the lists refetch behind the toast.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.question.all(questionId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.responses.recent });
      void queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
    },
  });
}
