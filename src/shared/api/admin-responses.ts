/** /api/admin/responses: the admin's Responses Data tab (every response, private and hidden ones too) and CSV. */
import { z } from 'zod';
import { adminPagination, adminPagingShape } from './admin-common.js';
import { idParams } from './common.js';
import { apiError, defineCall, okMessage } from './contract.js';
import { response } from './responses.js';

/** A response as the admin sees it: marked private (isPublic false) or hidden by an approved report. */
export const adminResponse = response
  .omit({ isLiked: true })
  .extend({ isHidden: z.boolean() })
  .meta({ id: 'AdminResponse' });
export type AdminResponse = z.infer<typeof adminResponse>;

export const adminResponsePage = z
  .object({ responses: z.array(adminResponse), pagination: adminPagination })
  .meta({ id: 'AdminResponsePage' });
export type AdminResponsePage = z.infer<typeof adminResponsePage>;

export const INVALID_QUESTION_ID = 'Invalid question id';

export const adminResponsesQuery = z.object({
  ...adminPagingShape,
  /** Only this question's responses. */
  questionId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, INVALID_QUESTION_ID)
    .refine((raw) => Number(raw) <= 2_147_483_647, INVALID_QUESTION_ID)
    .transform(Number)
    .optional(),
  /** csv: the whole list (page and limit ignored) as a spreadsheet download. */
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).default('json'),
});

/** The CSV's header row: one row per response follows, oldest first. */
export const RESPONSES_CSV_COLUMNS = [
  'Question',
  'Author',
  'Answer 1',
  'Answer 2',
  'Answer 3',
  'Answer 4',
  'Answer 5',
  'Public',
  'Version',
  'Likes',
  'Comments',
  'Created',
] as const;

const responsesCsv = z.string().meta({
  id: 'ResponsesCsv',
  description:
    `RFC 4180 CSV (UTF-8 with a byte order mark, CRLF line ends), sent as an attachment: ` +
    `${RESPONSES_CSV_COLUMNS.join(', ')}. A cell starting with =, +, -, @, tab or carriage return is ` +
    `prefixed with ' so that no spreadsheet runs it as a formula.`,
});

const refused = { 401: apiError, 403: apiError } as const;

export const listAdminResponses = defineCall({
  method: 'GET',
  path: '/api/admin/responses',
  summary: 'Every response, newest first, private and hidden ones marked; format=csv downloads them all',
  tag: 'admin',
  query: adminResponsesQuery,
  response: {
    200: {
      content: {
        'application/json': { schema: adminResponsePage },
        'text/csv': { schema: responsesCsv },
      },
    },
    400: apiError,
    ...refused,
  },
});

export const deleteAdminResponse = defineCall({
  method: 'DELETE',
  path: '/api/admin/responses/:id',
  summary: 'Delete a response; results, counts and the author’s stats move as when its author deletes it',
  tag: 'admin',
  params: idParams,
  response: { 200: okMessage, 400: apiError, ...refused, 404: apiError },
});
