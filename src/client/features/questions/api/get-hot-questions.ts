import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getHotQuestions as GetHotQuestions } from '@/shared/api/questions';

/** GET /api/questions/hot: at most 8, most answered in the last 7 days first. */
export function getHotQuestions(signal?: AbortSignal) {
  return callApi<typeof GetHotQuestions>('GET /api/questions/hot', { signal });
}

export const hotQuestionsQueryOptions = queryOptions({
  queryKey: queryKeys.questions.hot,
  queryFn: ({ signal }) => getHotQuestions(signal),
});

export function useHotQuestions() {
  return useQuery(hotQuestionsQueryOptions);
}
