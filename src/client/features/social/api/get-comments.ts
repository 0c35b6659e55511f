import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { CommentsResult } from '@/shared/types';

export function getComments(responseId: number, signal?: AbortSignal): Promise<CommentsResult> {
  return api(`/api/responses/${responseId}/comments`, { signal });
}

export const commentsQueryOptions = (responseId: number) =>
  queryOptions({
    queryKey: queryKeys.social.comments(responseId),
    queryFn: ({ signal }) => getComments(responseId, signal),
  });

/** A response's comments, oldest first; fetched only while the comments area is open (spec section 4). */
export function useComments(responseId: number, enabled: boolean) {
  return useQuery({ ...commentsQueryOptions(responseId), enabled });
}
