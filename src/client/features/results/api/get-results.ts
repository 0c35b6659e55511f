import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getResults as GetResults } from '@/shared/api/results';

/** GET /api/questions/:id/results: the current top 5 with percentages. */
export function getResults(questionId: number, signal?: AbortSignal) {
  return callApi<typeof GetResults>('GET /api/questions/:id/results', {
    params: { id: String(questionId) },
    signal,
  });
}

export function resultsQueryOptions(questionId: number) {
  return queryOptions({
    queryKey: queryKeys.question.results(questionId),
    queryFn: ({ signal }) => getResults(questionId, signal),
  });
}

export function useResults(questionId: number) {
  return useQuery(resultsQueryOptions(questionId));
}
