import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { CompareResult } from '@/shared/types';

export function getCompare(username: string, signal?: AbortSignal): Promise<CompareResult> {
  return api(`/api/users/${encodeURIComponent(username)}/compare`, { signal });
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
