/** page and limit query parameters of the paged feeds: anything unusable falls back to the default. */
import { z } from 'zod';
import type { Pagination } from '../../../shared/types.js';

export const FEED_DEFAULT_LIMIT = 10;
export const FEED_MAX_LIMIT = 50;

export function pagingQuery(defaultLimit = FEED_DEFAULT_LIMIT, maxLimit = FEED_MAX_LIMIT) {
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .catch(defaultLimit)
      .transform((v) => Math.min(v, maxLimit)),
  });
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
