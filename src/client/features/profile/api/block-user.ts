import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type {
  blockUser as BlockUser,
  muteUser as MuteUser,
  unblockUser as UnblockUser,
  unmuteUser as UnmuteUser,
} from '@/shared/api/blocks';

export function blockUser(username: string) {
  return callApi<typeof BlockUser>('POST /api/users/:username/block', { params: { username } });
}

export function unblockUser(username: string) {
  return callApi<typeof UnblockUser>('DELETE /api/users/:username/block', { params: { username } });
}

export function muteUser(username: string) {
  return callApi<typeof MuteUser>('POST /api/users/:username/mute', { params: { username } });
}

export function unmuteUser(username: string) {
  return callApi<typeof UnmuteUser>('DELETE /api/users/:username/mute', { params: { username } });
}

/**
 * After a block or mute changes: the settings list, and everything that shows the member's lists or the pair's
 * follows and notifications (feeds, comments, profiles, notifications) is read again.
 */
function afterBlockChange(queryClient: QueryClient): void {
  for (const queryKey of [
    queryKeys.blocks.mine,
    queryKeys.responses.recent,
    ['question'],
    ['social'],
    ['users'],
    queryKeys.notifications.all,
    queryKeys.auth.me,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

const calls = { block: blockUser, unblock: unblockUser, mute: muteUser, unmute: unmuteUser };
export type BlockAction = keyof typeof calls;

/** POST or DELETE /api/users/:username/block and /mute, as `{ action, username }`. */
export function useBlockAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, username }: { action: BlockAction; username: string }): Promise<void> => {
      await calls[action](username);
    },
    onSuccess: () => afterBlockChange(queryClient),
  });
}
