import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getDemographicResults as GetDemographicResults } from '@/shared/api/results';

/** GET /api/questions/:id/results/demographics: each age group's response count and top 3. */
export function getDemographics(questionId: number, signal?: AbortSignal) {
  return callApi<typeof GetDemographicResults>('GET /api/questions/:id/results/demographics', {
    params: { id: String(questionId) },
    signal,
  });
}

export function demographicsQueryOptions(questionId: number) {
  return queryOptions({
    queryKey: queryKeys.question.demographics(questionId),
    queryFn: ({ signal }) => getDemographics(questionId, signal),
  });
}

export function useDemographics(questionId: number) {
  return useQuery(demographicsQueryOptions(questionId));
}
