import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { compareWithUser as CompareWithUser } from '@/shared/api/users';

/** GET /api/users/:username/compare (signed in). */
export function getCompare(username: string, signal?: AbortSignal) {
  return callApi<typeof CompareWithUser>('GET /api/users/:username/compare', {
    params: { username },
    signal,
  });
}

export const compareQueryOptions = (username: string) =>
  queryOptions({
    queryKey: queryKeys.users.compare(username),
    queryFn: ({ signal }) => getCompare(username, signal),
  });

/** The signed-in member's public Top 5s beside `username`'s, with agreement scores. */
export function useCompare(username: string) {
  return useQuery(compareQueryOptions(username));
}
