import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { FeedPageParam } from '@/client/lib/feed-paging';
import { queryKeys } from '@/client/lib/query-keys';
import type { getFollowing as GetFollowing } from '@/shared/api/users';
import { USER_LIST_PAGE_SIZE, userListPagesOptions } from './user-list-pages';

/** GET /api/users/:username/following?page&limit&cursor, most recent first. */
export function getFollowing(username: string, at: FeedPageParam, signal?: AbortSignal) {
  return callApi<typeof GetFollowing>('GET /api/users/:username/following', {
    params: { username },
    query: { page: at.page, limit: USER_LIST_PAGE_SIZE, cursor: at.cursor },
    signal,
  });
}

export const followingQueryOptions = (username: string) =>
  userListPagesOptions(queryKeys.users.following(username), (at, signal) =>
    getFollowing(username, at, signal),
  );

export function useFollowing(username: string, enabled: boolean) {
  return useInfiniteQuery({ ...followingQueryOptions(username), enabled });
}
