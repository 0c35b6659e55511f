import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getResponseMatch as GetResponseMatch } from '@/shared/api/responses';

/** GET /api/responses/:id/match: how the list matches the crowd. */
export function getResponseMatch(responseId: number, signal?: AbortSignal) {
  return callApi<typeof GetResponseMatch>('GET /api/responses/:id/match', {
    params: { id: String(responseId) },
    signal,
  });
}

export const responseMatchQueryOptions = (questionId: number, responseId: number) =>
  queryOptions({
    queryKey: queryKeys.question.match(questionId, responseId),
    queryFn: ({ signal }) => getResponseMatch(responseId, signal),
  });

/** Kept under the question: a save of any answer to it reads the match again. */
export function useResponseMatch(questionId: number, responseId: number) {
  return useQuery(responseMatchQueryOptions(questionId, responseId));
}
