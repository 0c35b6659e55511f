import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/lib/query-keys';
import { responsePagesOptions } from './response-pages';

/** GET /api/users/:username/liked: the Liked tab, most recently liked first. */
export const userLikedQueryOptions = (username: string) =>
  responsePagesOptions(queryKeys.users.liked(username), `/api/users/${encodeURIComponent(username)}/liked`);

export function useUserLiked(username: string, enabled = true) {
  return useInfiniteQuery({ ...userLikedQueryOptions(username), enabled });
}
