import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { Question } from '@/shared/types';

/** GET /api/questions/:id */
export function getQuestion(id: number, signal?: AbortSignal): Promise<Question> {
  return api(`/api/questions/${id}`, { signal });
}

export function questionQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.question.detail(id),
    queryFn: ({ signal }) => getQuestion(id, signal),
  });
}

export function useQuestion(id: number) {
  return useQuery(questionQueryOptions(id));
}
