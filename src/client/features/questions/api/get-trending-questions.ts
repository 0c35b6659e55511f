import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { Question } from '@/shared/types';

/** GET /api/questions/trending: the questions marked trending, most answered first. */
export function getTrendingQuestions(signal?: AbortSignal): Promise<Question[]> {
  return api('/api/questions/trending', { signal });
}

export const trendingQuestionsQueryOptions = queryOptions({
  queryKey: queryKeys.questions.trending,
  queryFn: ({ signal }) => getTrendingQuestions(signal),
});

export function useTrendingQuestions() {
  return useQuery(trendingQuestionsQueryOptions);
}
