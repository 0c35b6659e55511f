import { infiniteQueryOptions } from '@tanstack/react-query';
import { type FeedPageParam, FIRST_FEED_PAGE, nextFeedPage } from '@/client/lib/feed-paging';
import type { ResponsePage } from '@/shared/api/responses';

export const PROFILE_PAGE_SIZE = 10;

/** Paged response lists of a profile (Answers, Liked): next page until the last one. */
export function responsePagesOptions(
  queryKey: readonly unknown[],
  fetchPage: (at: FeedPageParam, signal: AbortSignal) => Promise<ResponsePage>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: FIRST_FEED_PAGE,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: nextFeedPage,
  });
}
