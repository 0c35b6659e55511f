import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { FeedPageParam } from '@/client/lib/feed-paging';
import { queryKeys } from '@/client/lib/query-keys';
import type { getUserResponses as GetUserResponses } from '@/shared/api/users';
import { PROFILE_PAGE_SIZE, responsePagesOptions } from './response-pages';

/** GET /api/users/:username/responses?page&limit&cursor: one page of the Answers tab. */
export function getUserResponses(username: string, at: FeedPageParam, signal?: AbortSignal) {
  return callApi<typeof GetUserResponses>('GET /api/users/:username/responses', {
    params: { username },
    query: { page: at.page, limit: PROFILE_PAGE_SIZE, cursor: at.cursor },
    signal,
  });
}

/** The Answers tab, newest first (the owner also sees their private lists). */
export const userResponsesQueryOptions = (username: string) =>
  responsePagesOptions(queryKeys.users.responses(username), (at, signal) =>
    getUserResponses(username, at, signal),
  );

export function useUserResponses(username: string, enabled = true) {
  return useInfiniteQuery({ ...userResponsesQueryOptions(username), enabled });
}
