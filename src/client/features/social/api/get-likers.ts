import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getLikers as GetLikers, LikersResult } from '@/shared/api/social';

/** GET /api/responses/:id/likes[?cursor] -> {likers (10, newest first), total, nextCursor}. */
export function getLikers(responseId: number, cursor: string | undefined, signal?: AbortSignal) {
  return callApi<typeof GetLikers>('GET /api/responses/:id/likes', {
    params: { id: String(responseId) },
    query: cursor ? { cursor } : {},
    signal,
  });
}

export type LikersPages = InfiniteData<LikersResult, string | undefined>;

export const likersQueryOptions = (responseId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.social.likers(responseId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => getLikers(responseId, pageParam, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Every liker, 10 at a time ('Show more'); only fetched while `enabled` (the likers list is open). */
export function useLikers(responseId: number, enabled: boolean) {
  return useInfiniteQuery({ ...likersQueryOptions(responseId), enabled });
}
