import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { submitAnswer as SubmitAnswer } from '@/shared/api/answers';
import type { AnswerInput } from '@/shared/schemas/answer';

/**
 * POST /api/questions/:id/answer {answers, answerImages, isPublic} -> {isEdit, version, responseId, message},
 * where message is the text to show the member.
 */
export function submitAnswer(questionId: number, input: AnswerInput) {
  return callApi<typeof SubmitAnswer>('POST /api/questions/:id/answer', {
    params: { id: String(questionId) },
    body: input,
  });
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
