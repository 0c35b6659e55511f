/** page and limit query parameters of every paged list; a bad value is a 400 with a clear message. */
import { z } from 'zod';

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 50;

export function pagingShape(defaultLimit = PAGE_LIMIT_DEFAULT, maxLimit = PAGE_LIMIT_MAX) {
  return {
    page: z.coerce
      .number({ error: 'Invalid page' })
      .int('Invalid page')
      .min(1, 'Invalid page')
      .max(100_000, 'Invalid page')
      .default(1),
    limit: z.coerce
      .number({ error: 'Invalid limit' })
      .int('Invalid limit')
      .min(1, 'Invalid limit')
      .max(maxLimit, `Limit must be at most ${maxLimit}`)
      .default(defaultLimit),
  };
}

export function pagingQuery(defaultLimit?: number, maxLimit?: number) {
  return z.object(pagingShape(defaultLimit, maxLimit));
}

export interface PagingInput {
  page: number;
  limit: number;
}

/**
 * A feed's paging: page and limit as every list, plus an optional `cursor`, the opaque position after the
 * last row of the page before (`pagination.nextCursor` of that page). With a cursor the server reads on from
 * that row through the index, whatever the page number; without one it counts `page` pages from the top.
 */
export function feedPagingQuery(defaultLimit?: number, maxLimit?: number) {
  return z.object({
    ...pagingShape(defaultLimit, maxLimit),
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid cursor')
      .optional(),
  });
}

export interface FeedPagingInput extends PagingInput {
  cursor?: string;
}
