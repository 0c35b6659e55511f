import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { LikersResult } from '@/shared/types';

export function getLikers(responseId: number, signal?: AbortSignal): Promise<LikersResult> {
  return api(`/api/responses/${responseId}/likes`, { signal });
}

export const likersQueryOptions = (responseId: number) =>
  queryOptions({
    queryKey: queryKeys.social.likers(responseId),
    queryFn: ({ signal }) => getLikers(responseId, signal),
  });

/** The first 10 likers and the total; only fetched while `enabled` (the hover list is open). */
export function useLikers(responseId: number, enabled: boolean) {
  return useQuery({ ...likersQueryOptions(responseId), enabled });
}
