import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getTasteTwins as GetTasteTwins } from '@/shared/api/users';

/** GET /api/users/:username/twins: "people who rank like you", best first. */
export function getTasteTwins(username: string, signal?: AbortSignal) {
  return callApi<typeof GetTasteTwins>('GET /api/users/:username/twins', { params: { username }, signal });
}

export const tasteTwinsQueryOptions = (username: string) =>
  queryOptions({
    queryKey: queryKeys.users.twins(username),
    queryFn: ({ signal }) => getTasteTwins(username, signal),
  });

/** Read for signed-in viewers only (the follow buttons are theirs). */
export function useTasteTwins(username: string, enabled: boolean) {
  return useQuery({ ...tasteTwinsQueryOptions(username), enabled });
}
