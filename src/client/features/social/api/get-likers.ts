import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getLikers as GetLikers } from '@/shared/api/social';

/** GET /api/responses/:id/likes -> {likers (the first 10, newest first), total}. */
export function getLikers(responseId: number, signal?: AbortSignal) {
  return callApi<typeof GetLikers>('GET /api/responses/:id/likes', {
    params: { id: String(responseId) },
    signal,
  });
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
