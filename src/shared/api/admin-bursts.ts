/**
 * /api/admin/bursts: bursts of answers held from a question's results (decision 068), in the admin's review
 * area beside content reports. Admins only.
 */
import { z } from 'zod';
import { idParams, isoDateTime } from './common.js';
import { apiError, defineCall } from './contract.js';

export const BURST_STATUSES = ['held', 'released'] as const;
export const BURST_FILTERS = [...BURST_STATUSES, 'all'] as const;
export const BURSTS_SHOWN = 50;

export const BURST_MESSAGES = {
  notFound: 'Burst not found',
  alreadyReleased: 'This burst has already been released',
  released: 'Burst released: its lists now count in the results',
} as const;

export const adminBurst = z
  .object({
    id: z.number().int(),
    question: z.object({ id: z.number().int(), title: z.string() }),
    status: z.enum(BURST_STATUSES),
    /** Lists from accounts younger than 7 days are held (a pace burst). */
    holdsNewAccounts: z.boolean(),
    /** One line per rule that fired: what was seen, when. */
    evidence: z.array(z.string()),
    /** Lists the burst holds from the results now (0 once released). */
    heldLists: z.number().int(),
    detectedAt: isoDateTime,
    releasedAt: isoDateTime.nullable(),
    /** The admin who released it; null while held or when that account is gone. */
    releasedBy: z.string().nullable(),
  })
  .meta({ id: 'AdminBurst' });
export type AdminBurst = z.infer<typeof adminBurst>;

const refused = { 401: apiError, 403: apiError } as const;

export const listAdminBursts = defineCall({
  method: 'GET',
  path: '/api/admin/bursts',
  summary: `Bursts of answers of one status (default held) or all, newest first (the ${BURSTS_SHOWN} newest)`,
  tag: 'admin',
  query: z.object({
    status: z.enum(BURST_FILTERS, { error: 'Unknown burst status' }).default('held'),
  }),
  response: {
    200: z.object({ bursts: z.array(adminBurst) }).meta({ id: 'AdminBurstList' }),
    400: apiError,
    ...refused,
  },
});

export const releaseAdminBurst = defineCall({
  method: 'POST',
  path: '/api/admin/bursts/:id/release',
  summary: "Release a burst: the lists it holds join the question's results",
  tag: 'admin',
  params: idParams,
  response: {
    200: z.object({ message: z.string(), burst: adminBurst }).meta({ id: 'ReleasedBurst' }),
    400: apiError,
    ...refused,
    404: apiError,
    409: apiError,
  },
});
