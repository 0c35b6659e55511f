import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { DetailedResults } from '@/shared/types';

/** GET /api/questions/:id/results/detailed: the top 10 with votes and most common rank. */
export function getDetailedResults(questionId: number, signal?: AbortSignal): Promise<DetailedResults> {
  return api(`/api/questions/${questionId}/results/detailed`, { signal });
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
