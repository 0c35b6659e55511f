/**
 * What the admin lists share: page sizes 25, 50 or 100 (docs/product.md section 9), page 1 and 50 by default.
 */
import { z } from 'zod';
import { ADMIN_DEFAULT_LIMIT, ADMIN_PAGE_SIZES } from '../constants.js';

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
};

export const adminPagingQuery = z.object(adminPagingShape);
