import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getQuestionResponses as GetQuestionResponses } from '@/shared/api/responses';
import { nextPageOf, RESPONSES_PAGE_SIZE } from './paging';

/** GET /api/questions/:id/responses?page&limit: the question's public responses, newest first. */
export function getQuestionResponses(questionId: number, page: number, signal?: AbortSignal) {
  return callApi<typeof GetQuestionResponses>('GET /api/questions/:id/responses', {
    params: { id: String(questionId) },
    query: { page, limit: RESPONSES_PAGE_SIZE },
    signal,
  });
}

export function questionResponsesQueryOptions(questionId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.question.responses(questionId),
    queryFn: ({ pageParam, signal }) => getQuestionResponses(questionId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useQuestionResponses(questionId: number) {
  return useInfiniteQuery(questionResponsesQueryOptions(questionId));
}
