import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { ProfileUser } from '@/shared/types';

export async function getProfile(username: string, signal?: AbortSignal): Promise<ProfileUser> {
  const { user } = await api<{ user: ProfileUser }>(`/api/users/${encodeURIComponent(username)}`, { signal });
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
