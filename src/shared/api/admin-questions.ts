/** /api/admin/questions: the admin's Manage Questions tab (list, create, edit, delete, toggle trending). */
import { z } from 'zod';
import { adminQuestionEditSchema, adminQuestionSchema } from '../schemas/question.js';
import { adminPagination, adminPagingQuery } from './admin-common.js';
import { idParams, isoDateTime } from './common.js';
import { apiError, defineCall, okMessage } from './contract.js';

/** A question as the admin table shows it. */
export const adminQuestion = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    isTrending: z.boolean(),
    /** null means 'No end date'. */
    endDate: isoDateTime.nullable(),
    /** Responses counted in results (public and private, not hidden by a report). */
    answersCount: z.number().int(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'AdminQuestion' });
export type AdminQuestion = z.infer<typeof adminQuestion>;

export const adminQuestionPage = z
  .object({ questions: z.array(adminQuestion), pagination: adminPagination })
  .meta({ id: 'AdminQuestionPage' });
export type AdminQuestionPage = z.infer<typeof adminQuestionPage>;

const refused = { 401: apiError, 403: apiError } as const;

export const listAdminQuestions = defineCall({
  method: 'GET',
  path: '/api/admin/questions',
  summary: 'Every question, newest first, with its answer count (page sizes 25, 50 or 100)',
  tag: 'admin',
  query: adminPagingQuery,
  response: { 200: adminQuestionPage, 400: apiError, ...refused },
});

export const createAdminQuestion = defineCall({
  method: 'POST',
  path: '/api/admin/questions',
  summary: 'Create a question from the admin form (no 90-day cap on the end date)',
  tag: 'admin',
  body: adminQuestionSchema,
  response: { 201: adminQuestion, 400: apiError, ...refused },
});

export const updateAdminQuestion = defineCall({
  method: 'PUT',
  path: '/api/admin/questions/:id',
  summary:
    'Edit a question (endDate null, or hasEndDate false, for none; imageUrl empty or left out keeps the image)',
  tag: 'admin',
  params: idParams,
  body: adminQuestionEditSchema,
  response: { 200: adminQuestion, 400: apiError, ...refused, 404: apiError },
});

export const deleteAdminQuestion = defineCall({
  method: 'DELETE',
  path: '/api/admin/questions/:id',
  summary:
    'Delete a question with its responses, versions, results, likes, comments, reports and notifications',
  tag: 'admin',
  params: idParams,
  response: { 200: okMessage, 400: apiError, ...refused, 404: apiError },
});

export const trendingState = z
  .object({ id: z.number().int(), isTrending: z.boolean() })
  .meta({ id: 'TrendingState' });
export type TrendingState = z.infer<typeof trendingState>;

export const toggleQuestionTrending = defineCall({
  method: 'POST',
  path: '/api/admin/questions/:id/toggle-trending',
  summary: 'Turn trending on or off; turning it on tells everyone who answered, once per member',
  tag: 'admin',
  params: idParams,
  response: { 200: trendingState, 400: apiError, ...refused, 404: apiError },
});
