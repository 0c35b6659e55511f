/**
 * What the admin lists share: page sizes 25, 50 or 100 (docs/product.md section 9), page 1 and 50 by default,
 * and keyset paging as the feeds (decision 043): `cursor` reads on after the last row of the page before.
 */
import { z } from 'zod';
import { ADMIN_DEFAULT_LIMIT, ADMIN_PAGE_SIZES } from '../constants.js';
import { feedPagination } from './common.js';

export const ADMIN_LIMIT_RULE = 'Limit must be 25, 50 or 100';

export const adminPagingShape = {
  page: z.coerce
    .number({ error: 'Invalid page' })
    .int('Invalid page')
    .min(1, 'Invalid page')
    .max(100_000, 'Invalid page')
    .default(1),
  limit: z.coerce
    .number({ error: ADMIN_LIMIT_RULE })
    .refine((v) => (ADMIN_PAGE_SIZES as readonly number[]).includes(v), ADMIN_LIMIT_RULE)
    .default(ADMIN_DEFAULT_LIMIT),
  /** `pagination.nextCursor` of the page before, sent with `page + 1`: the next page from the index. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid cursor')
    .optional(),
};

export const adminPagingQuery = z.object(adminPagingShape);

/** An admin list's paging block: a feed's, and whether `total` stopped at the count cap. */
export const adminPagination = feedPagination
  .extend({
    /** True when counting stopped at ADMIN_COUNT_CAP rows: there are more than `total` (shown as '1,000+'). */
    totalCapped: z.boolean(),
  })
  .meta({ id: 'AdminPagination' });
export type AdminPagination = z.infer<typeof adminPagination>;
