import type { FeedPagination } from '@/shared/api/common';

/** Where a feed page starts: its number, and the cursor the page before handed out (none for page 1). */
export interface FeedPageParam {
  page: number;
  cursor?: string;
}

export const FIRST_FEED_PAGE: FeedPageParam = { page: 1 };

/**
 * The next page of a feed, read on from the last row shown (so rows added meanwhile never repeat one), or
 * undefined after the last page.
 */
export function nextFeedPage({ pagination }: { pagination: FeedPagination }): FeedPageParam | undefined {
  const { page, totalPages, nextCursor } = pagination;
  if (!nextCursor || page >= totalPages) return undefined;
  return { page: page + 1, cursor: nextCursor };
}
