import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { takeInitialData } from '@/client/lib/initial-data';
import { queryKeys } from '@/client/lib/query-keys';
import type { getResults as GetResults, QuestionResults } from '@/shared/api/results';

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
    initialData: () => takeInitialData<QuestionResults>(`/api/questions/${questionId}/results`),
  });
}

export function useResults(questionId: number) {
  return useQuery(resultsQueryOptions(questionId));
}
