import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type {
  FollowResult,
  followUser as FollowUser,
  ProfileUser,
  unfollowUser as UnfollowUser,
} from '@/shared/api/users';

export function followUser(username: string) {
  return callApi<typeof FollowUser>('POST /api/users/:username/follow', { params: { username } });
}

export function unfollowUser(username: string) {
  return callApi<typeof UnfollowUser>('DELETE /api/users/:username/follow', { params: { username } });
}

/**
 * After a follow or unfollow: the profile shows the server's state and count at once; their followers list,
 * the member's own profile and following list, and the session user's counts are read again.
 */
function afterFollowChange(
  queryClient: QueryClient,
  username: string,
  result: FollowResult,
  me?: string,
): void {
  queryClient.setQueryData<ProfileUser>(queryKeys.users.profile(username), (old) =>
    old ? { ...old, isFollowing: result.isFollowing, followersCount: result.followersCount } : old,
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.users.followers(username) });
  if (me) void queryClient.invalidateQueries({ queryKey: queryKeys.users.all(me) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.auth.me });
}

/** POST /api/users/:username/follow (`me` is the signed-in member's username). */
export function useFollowUser(me?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followUser,
    onSuccess: (result, username) => afterFollowChange(queryClient, username, result, me),
  });
}

/** DELETE /api/users/:username/follow */
export function useUnfollowUser(me?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollowUser,
    onSuccess: (result, username) => afterFollowChange(queryClient, username, result, me),
  });
}
