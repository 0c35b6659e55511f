import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  skipToken,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { type FeedPageParam, FIRST_FEED_PAGE, nextFeedPage } from '@/client/lib/feed-paging';
import { queryKeys } from '@/client/lib/query-keys';
import type { Comment, CommentPage, getComments as GetComments } from '@/shared/api/social';
import { COMMENTS_PAGE_SIZE } from '@/shared/constants';

/** GET /api/responses/:id/comments?page&limit&cursor: one page of a response's comments, oldest first. */
export function getComments(responseId: number, at: FeedPageParam, signal?: AbortSignal) {
  return callApi<typeof GetComments>('GET /api/responses/:id/comments', {
    params: { id: String(responseId) },
    query: { page: at.page, limit: COMMENTS_PAGE_SIZE, cursor: at.cursor },
    signal,
  });
}

export type CommentPages = InfiniteData<CommentPage>;

export const commentsQueryOptions = (responseId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.social.comments(responseId),
    initialPageParam: FIRST_FEED_PAGE,
    queryFn: ({ pageParam, signal }) => getComments(responseId, pageParam, signal),
    getNextPageParam: nextFeedPage,
  });

/**
 * A response's comments, oldest first, page by page (decision 036); fetched only while the comments area is
 * open (docs/product.md section 4).
 */
export function useComments(responseId: number, enabled: boolean) {
  return useInfiniteQuery({ ...commentsQueryOptions(responseId), enabled });
}

/**
 * The comments this reader posted on a response, kept beside its pages: a comment just posted shows at once,
 * after the loaded pages, even while older pages are still to load. Never fetched, only set.
 */
export function usePostedComments(responseId: number): Comment[] {
  return (
    useQuery<Comment[]>({ queryKey: queryKeys.social.postedComments(responseId), queryFn: skipToken }).data ??
    []
  );
}

/**
 * What the comments area lists: the loaded pages in order, then the comments posted here that no loaded page
 * holds yet (they are the newest, so they belong at the end). Each comment is listed once.
 */
export function shownComments(pages: CommentPages | undefined, posted: Comment[]): Comment[] {
  const seen = new Set<number>();
  const shown: Comment[] = [];
  for (const comment of [...(pages?.pages.flatMap((page) => page.comments) ?? []), ...posted]) {
    if (seen.has(comment.id)) continue;
    seen.add(comment.id);
    shown.push(comment);
  }
  return shown;
}

/** How many comments the response has: the stored count of the newest page, as the server counted it. */
export const commentsTotal = (pages: CommentPages | undefined): number | undefined =>
  pages?.pages.at(-1)?.pagination.total;

/** Moves the count of every loaded page by `by`, after this reader's own post or delete. */
export function countComment(queryClient: QueryClient, responseId: number, by: 1 | -1): void {
  queryClient.setQueryData<CommentPages>(queryKeys.social.comments(responseId), (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            pagination: { ...page.pagination, total: Math.max(0, page.pagination.total + by) },
          })),
        }
      : old,
  );
}
