import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/lib/query-keys';
import { userListPagesOptions } from './user-list-pages';

/** GET /api/users/:username/followers */
export const followersQueryOptions = (username: string) =>
  userListPagesOptions(
    queryKeys.users.followers(username),
    `/api/users/${encodeURIComponent(username)}/followers`,
  );

export function useFollowers(username: string, enabled: boolean) {
  return useInfiniteQuery({ ...followersQueryOptions(username), enabled });
}
