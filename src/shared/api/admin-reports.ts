/** /api/admin/reports: the Content Reports page (list by status, approve or reject). Admins only. */
import { z } from 'zod';
import { REPORT_REASONS, REPORT_STATUSES } from '../constants.js';
import { reviewReportSchema } from '../schemas/social.js';
import { adminPagination, adminPagingShape } from './admin-common.js';
import { idParams, isoDateTime, userSummary } from './common.js';
import { apiError, defineCall } from './contract.js';

export const REPORT_REVIEW_MESSAGES = {
  notFound: 'Report not found',
  alreadyReviewed: 'This report has already been reviewed',
} as const;

/** The status filter of the page: one status, or every report. */
export const REPORT_FILTERS = [...REPORT_STATUSES, 'all'] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

/** The reported response as the admin reviews it. */
export const reportedResponse = z
  .object({
    id: z.number().int(),
    questionId: z.number().int(),
    /** Five answers, rank 1 first. */
    answers: z.array(z.string()),
    answerImages: z.array(z.string()).nullable(),
    isPublic: z.boolean(),
    /** Hidden by an approved report: shown to nobody but its author and admins, out of the results. */
    isHidden: z.boolean(),
    createdAt: isoDateTime,
    /** Its author. */
    user: userSummary,
    question: z.object({ id: z.number().int(), title: z.string() }),
  })
  .meta({ id: 'ReportedResponse' });

export const adminReport = z
  .object({
    id: z.number().int(),
    reason: z.enum(REPORT_REASONS),
    /** The reporter's words; null when they gave none. */
    description: z.string().nullable(),
    status: z.enum(REPORT_STATUSES),
    createdAt: isoDateTime,
    reporter: userSummary,
    response: reportedResponse,
    /** Whether the reported response is hidden now (the same as response.isHidden). */
    isHidden: z.boolean(),
    /** The admin who reviewed it; null while pending or when that admin's account is gone. */
    reviewer: userSummary.nullable(),
    reviewedAt: isoDateTime.nullable(),
    /** Trimmed; null when the reviewer wrote none. */
    reviewNotes: z.string().nullable(),
  })
  .meta({ id: 'AdminReport' });
export type AdminReport = z.infer<typeof adminReport>;

export const listAdminReports = defineCall({
  method: 'GET',
  path: '/api/admin/reports',
  summary: 'Content reports of one status (default pending) or all, newest first',
  tag: 'admin',
  query: z.object({
    status: z.enum(REPORT_FILTERS, { error: 'Unknown report status' }).default('pending'),
    ...adminPagingShape,
  }),
  response: {
    200: z
      .object({ reports: z.array(adminReport), pagination: adminPagination })
      .meta({ id: 'AdminReportPage' }),
    400: apiError,
    401: apiError,
    403: apiError,
  },
});

export const reviewAdminReport = defineCall({
  method: 'PATCH',
  path: '/api/admin/reports/:id',
  summary:
    'Approves (hides the response: out of feeds, profiles, search and results) or rejects a pending report. ' +
    'Every other pending report on the response is settled the same way; each reporter is notified. ' +
    '409 when not pending.',
  tag: 'admin',
  params: idParams,
  body: reviewReportSchema,
  response: {
    200: z.object({ message: z.string(), report: adminReport }),
    400: apiError,
    401: apiError,
    403: apiError,
    404: apiError,
    409: apiError,
  },
});
