import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getFeaturedQuestion as GetFeaturedQuestion, Question } from '@/shared/api/questions';

/** GET /api/questions/featured; null when the site has no question yet (the server answers 404). */
export async function getFeaturedQuestion(signal?: AbortSignal): Promise<Question | null> {
  try {
    return await callApi<typeof GetFeaturedQuestion>('GET /api/questions/featured', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const featuredQuestionQueryOptions = queryOptions({
  queryKey: queryKeys.questions.featured,
  queryFn: ({ signal }) => getFeaturedQuestion(signal),
});

export function useFeaturedQuestion() {
  return useQuery(featuredQuestionQueryOptions);
}
