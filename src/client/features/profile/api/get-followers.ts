import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { FeedPageParam } from '@/client/lib/feed-paging';
import { queryKeys } from '@/client/lib/query-keys';
import type { getFollowers as GetFollowers } from '@/shared/api/users';
import { USER_LIST_PAGE_SIZE, userListPagesOptions } from './user-list-pages';

/** GET /api/users/:username/followers?page&limit&cursor, most recent first. */
export function getFollowers(username: string, at: FeedPageParam, signal?: AbortSignal) {
  return callApi<typeof GetFollowers>('GET /api/users/:username/followers', {
    params: { username },
    query: { page: at.page, limit: USER_LIST_PAGE_SIZE, cursor: at.cursor },
    signal,
  });
}

export const followersQueryOptions = (username: string) =>
  userListPagesOptions(queryKeys.users.followers(username), (at, signal) =>
    getFollowers(username, at, signal),
  );

export function useFollowers(username: string, enabled: boolean) {
  return useInfiniteQuery({ ...followersQueryOptions(username), enabled });
}
