import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getDetailedResults as GetDetailedResults } from '@/shared/api/results';

/** GET /api/questions/:id/results/detailed: the top 10 with votes and most common rank. */
export function getDetailedResults(questionId: number, signal?: AbortSignal) {
  return callApi<typeof GetDetailedResults>('GET /api/questions/:id/results/detailed', {
    params: { id: String(questionId) },
    signal,
  });
}

export function detailedResultsQueryOptions(questionId: number) {
  return queryOptions({
    queryKey: queryKeys.question.detailedResults(questionId),
    queryFn: ({ signal }) => getDetailedResults(questionId, signal),
  });
}

export function useDetailedResults(questionId: number) {
  return useQuery(detailedResultsQueryOptions(questionId));
}
