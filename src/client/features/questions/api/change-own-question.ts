/** PATCH and DELETE /api/questions/:id: the asker changes their question while nobody else has answered. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type {
  deleteOwnQuestion as DeleteOwnQuestion,
  updateOwnQuestion as UpdateOwnQuestion,
} from '@/shared/api/questions';
import type { QuestionCreateData } from '@/shared/schemas/question';

export function updateOwnQuestion({ id, data }: { id: number; data: QuestionCreateData }) {
  return callApi<typeof UpdateOwnQuestion>('PATCH /api/questions/:id', {
    params: { id: String(id) },
    body: data,
  });
}

export function deleteOwnQuestion(id: number) {
  return callApi<typeof DeleteOwnQuestion>('DELETE /api/questions/:id', { params: { id: String(id) } });
}

export function useUpdateOwnQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnQuestion,
    onSuccess: (question) => {
      queryClient.setQueryData(queryKeys.question.detail(question.id), question);
      void queryClient.invalidateQueries({ queryKey: queryKeys.question.all(question.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
    },
  });
}

export function useDeleteOwnQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnQuestion,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.question.all(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.responses.recent });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth.me });
      void queryClient.invalidateQueries({ predicate: ({ queryKey: [area] }) => area === 'users' });
    },
  });
}
