import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { QuestionResults } from '@/shared/types';

/** GET /api/questions/:id/results: the current top 5 with percentages. */
export function getResults(questionId: number, signal?: AbortSignal): Promise<QuestionResults> {
  return api(`/api/questions/${questionId}/results`, { signal });
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
