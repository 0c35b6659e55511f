import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getComments as GetComments } from '@/shared/api/social';

/** GET /api/responses/:id/comments -> {comments}, oldest first. */
export function getComments(responseId: number, signal?: AbortSignal) {
  return callApi<typeof GetComments>('GET /api/responses/:id/comments', {
    params: { id: String(responseId) },
    signal,
  });
}

export const commentsQueryOptions = (responseId: number) =>
  queryOptions({
    queryKey: queryKeys.social.comments(responseId),
    queryFn: ({ signal }) => getComments(responseId, signal),
  });

/**
 * A response's comments, oldest first; fetched only while the comments area is open
 * (docs/product.md section 4).
 */
export function useComments(responseId: number, enabled: boolean) {
  return useQuery({ ...commentsQueryOptions(responseId), enabled });
}
