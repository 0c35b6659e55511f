import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { DemographicResults } from '@/shared/types';

/** GET /api/questions/:id/results/demographics: each age group's response count and top 3. */
export function getDemographics(questionId: number, signal?: AbortSignal): Promise<DemographicResults> {
  return api(`/api/questions/${questionId}/results/demographics`, { signal });
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
