import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { QuestionCreateData } from '@/shared/schemas/question';
import type { Question } from '@/shared/types';

/** POST /api/questions {title, description, imageUrl, endDate} -> the new question. */
export function createQuestion(input: QuestionCreateData): Promise<Question> {
  return api('/api/questions', { method: 'POST', body: input });
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
