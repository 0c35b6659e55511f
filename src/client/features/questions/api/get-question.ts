import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getQuestion as GetQuestion } from '@/shared/api/questions';

/** GET /api/questions/:id */
export function getQuestion(id: number, signal?: AbortSignal) {
  return callApi<typeof GetQuestion>('GET /api/questions/:id', { params: { id: String(id) }, signal });
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
