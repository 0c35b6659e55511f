import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/lib/query-keys';
import { userListPagesOptions } from './user-list-pages';

/** GET /api/users/:username/following */
export const followingQueryOptions = (username: string) =>
  userListPagesOptions(
    queryKeys.users.following(username),
    `/api/users/${encodeURIComponent(username)}/following`,
  );

export function useFollowing(username: string, enabled: boolean) {
  return useInfiniteQuery({ ...followingQueryOptions(username), enabled });
}
