import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { type FeedPageParam, FIRST_FEED_PAGE, nextFeedPage } from '@/client/lib/feed-paging';
import { queryKeys } from '@/client/lib/query-keys';
import type { getQuestionResponses as GetQuestionResponses } from '@/shared/api/responses';
import { RESPONSES_PAGE_SIZE } from './paging';

/** GET /api/questions/:id/responses?page&limit&cursor: the question's public responses, newest first. */
export function getQuestionResponses(questionId: number, at: FeedPageParam, signal?: AbortSignal) {
  return callApi<typeof GetQuestionResponses>('GET /api/questions/:id/responses', {
    params: { id: String(questionId) },
    query: { page: at.page, limit: RESPONSES_PAGE_SIZE, cursor: at.cursor },
    signal,
  });
}

export function questionResponsesQueryOptions(questionId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.question.responses(questionId),
    queryFn: ({ pageParam, signal }) => getQuestionResponses(questionId, pageParam, signal),
    initialPageParam: FIRST_FEED_PAGE,
    getNextPageParam: nextFeedPage,
  });
}

export function useQuestionResponses(questionId: number) {
  return useInfiniteQuery(questionResponsesQueryOptions(questionId));
}
