/**
 * Request schemas of the social calls (docs/product.md sections 5 and 7): likes, comments, reports, search.
 * Ids in paths follow the one rule of src/shared/api/common.ts (idParams).
 */
import { z } from 'zod';
import { COMMENT_MAX, REPORT_REASONS } from '../constants.js';
import { notAllowedIn, textField } from './fields.js';
import { pagingShape } from './paging.js';

export const usernameParams = z.object({
  username: textField('Invalid username').trim().min(1, 'Invalid username').max(100, 'Invalid username'),
});

export const toggleLikeSchema = z.object({ like: z.boolean({ error: 'like must be true or false' }) });
export type ToggleLikeInput = z.infer<typeof toggleLikeSchema>;

export const commentSchema = z.object({
  content: textField(notAllowedIn('Comment'), 'Comment cannot be empty')
    .trim()
    .min(1, 'Comment cannot be empty')
    .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`),
});
export type CommentInput = z.infer<typeof commentSchema>;

export const REPORT_DESCRIPTION_MAX = 1000;

/** Trimmed; an empty text is omitted (docs/product.md section 5: Report, review notes). */
const optionalText = (field: string, max: number, message: string) =>
  textField(notAllowedIn(field))
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : undefined));

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'Please select a reason' }),
  description: optionalText(
    'Description',
    REPORT_DESCRIPTION_MAX,
    'Description must be at most 1000 characters',
  ),
});
export type ReportInput = z.infer<typeof reportSchema>;

export const reviewReportSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Please choose approve or reject' }),
  reviewNotes: optionalText('Notes', REPORT_DESCRIPTION_MAX, 'Notes must be at most 1000 characters'),
});
export type ReviewReportInput = z.infer<typeof reviewReportSchema>;

export const SEARCH_TYPES = ['all', 'questions', 'users', 'answers'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_QUERY_MAX = 200;

export const searchQuery = z.object({
  q: textField(notAllowedIn('Search text'))
    .max(SEARCH_QUERY_MAX, 'Search text must be at most 200 characters')
    .default(''),
  type: z.enum(SEARCH_TYPES, { error: 'Unknown search type' }).default('all'),
  ...pagingShape(),
});
export type SearchInput = z.infer<typeof searchQuery>;
