import type { ResponsePage } from '@/shared/api/responses';

export const RESPONSES_PAGE_SIZE = 10;

/** The next page number of a paged feed, or undefined after the last page. */
export function nextPageOf(last: ResponsePage): number | undefined {
  const { page, totalPages } = last.pagination;
  return page < totalPages ? page + 1 : undefined;
}
