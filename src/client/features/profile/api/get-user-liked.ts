import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { FeedPageParam } from '@/client/lib/feed-paging';
import { queryKeys } from '@/client/lib/query-keys';
import type { getUserLiked as GetUserLiked } from '@/shared/api/users';
import { PROFILE_PAGE_SIZE, responsePagesOptions } from './response-pages';

/** GET /api/users/:username/liked?page&limit&cursor: one page of the Liked tab. */
export function getUserLiked(username: string, at: FeedPageParam, signal?: AbortSignal) {
  return callApi<typeof GetUserLiked>('GET /api/users/:username/liked', {
    params: { username },
    query: { page: at.page, limit: PROFILE_PAGE_SIZE, cursor: at.cursor },
    signal,
  });
}

/** The Liked tab, most recently liked first. */
export const userLikedQueryOptions = (username: string) =>
  responsePagesOptions(queryKeys.users.liked(username), (at, signal) => getUserLiked(username, at, signal));

export function useUserLiked(username: string, enabled = true) {
  return useInfiniteQuery({ ...userLikedQueryOptions(username), enabled });
}
