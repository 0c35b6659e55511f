import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getUserLiked as GetUserLiked } from '@/shared/api/users';
import { PROFILE_PAGE_SIZE, responsePagesOptions } from './response-pages';

/** GET /api/users/:username/liked?page&limit: one page of the Liked tab. */
export function getUserLiked(username: string, page: number, signal?: AbortSignal) {
  return callApi<typeof GetUserLiked>('GET /api/users/:username/liked', {
    params: { username },
    query: { page, limit: PROFILE_PAGE_SIZE },
    signal,
  });
}

/** The Liked tab, most recently liked first. */
export const userLikedQueryOptions = (username: string) =>
  responsePagesOptions(queryKeys.users.liked(username), (page, signal) =>
    getUserLiked(username, page, signal),
  );

export function useUserLiked(username: string, enabled = true) {
  return useInfiniteQuery({ ...userLikedQueryOptions(username), enabled });
}
