import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { createQuestion as CreateQuestion } from '@/shared/api/questions';
import type { QuestionCreateData } from '@/shared/schemas/question';

/** POST /api/questions {title, description, imageUrl, endDate} -> 201 with the new question. */
export function createQuestion(input: QuestionCreateData) {
  return callApi<typeof CreateQuestion>('POST /api/questions', { body: input });
}

/** Asks a question; every question list then shows it. */
export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: (question) => {
      queryClient.setQueryData(queryKeys.question.detail(question.id), question);
      void queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
    },
  });
}
