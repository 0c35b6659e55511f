import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getProfile as GetProfile } from '@/shared/api/users';

/** GET /api/users/:username -> the public profile and whether the viewer follows it. */
export async function getProfile(username: string, signal?: AbortSignal) {
  const { user } = await callApi<typeof GetProfile>('GET /api/users/:username', {
    params: { username },
    signal,
  });
  return user;
}

export const profileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: queryKeys.users.profile(username),
    queryFn: ({ signal }) => getProfile(username, signal),
  });

export function useProfile(username: string) {
  return useQuery(profileQueryOptions(username));
}
