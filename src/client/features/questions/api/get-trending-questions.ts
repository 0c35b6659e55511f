import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getTrendingQuestions as GetTrendingQuestions } from '@/shared/api/questions';

/** GET /api/questions/trending: the questions marked trending, most answered first. */
export function getTrendingQuestions(signal?: AbortSignal) {
  return callApi<typeof GetTrendingQuestions>('GET /api/questions/trending', { signal });
}

export const trendingQuestionsQueryOptions = queryOptions({
  queryKey: queryKeys.questions.trending,
  queryFn: ({ signal }) => getTrendingQuestions(signal),
});

export function useTrendingQuestions() {
  return useQuery(trendingQuestionsQueryOptions);
}
