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
