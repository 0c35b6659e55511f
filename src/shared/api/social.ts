/**
 * Likes, comments and reports on responses (docs/product.md section 7):
 * /api/responses/:id/... and /api/comments/:id.
 */
import { z } from 'zod';
import { COMMENTS_PAGE_MAX, COMMENTS_PAGE_SIZE } from '../constants.js';
import { feedPagingQuery } from '../schemas/paging.js';
import { commentSchema, reportSchema, toggleLikeSchema } from '../schemas/social.js';
import { feedPagination, idParams, isoDateTime, userSummary } from './common.js';
import { apiError, defineCall, okMessage } from './contract.js';

/** A member who liked a response. */
export const liker = userSummary.meta({ id: 'Liker' });
export type Liker = z.infer<typeof liker>;

/** 10 likers, newest first, how many there are in all, and the cursor of the next 10 (null after the last). */
export const likersResult = z
  .object({ likers: z.array(liker), total: z.number().int(), nextCursor: z.string().nullable() })
  .meta({ id: 'LikersResult' });
export type LikersResult = z.infer<typeof likersResult>;

export const toggleLikeResult = z
  .object({ liked: z.boolean(), likesCount: z.number().int() })
  .meta({ id: 'ToggleLikeResult' });
export type ToggleLikeResult = z.infer<typeof toggleLikeResult>;

/** A comment on a response. */
export const comment = z
  .object({
    id: z.number().int(),
    content: z.string(),
    createdAt: isoDateTime,
    /** When its author last changed it; null for a comment never edited. */
    editedAt: isoDateTime.nullable(),
    user: userSummary,
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof comment>;

/** A page of a response's comments, oldest first; `pagination.total` is the response's commentsCount. */
export const commentPage = z
  .object({ comments: z.array(comment), pagination: feedPagination })
  .meta({ id: 'CommentPage' });
export type CommentPage = z.infer<typeof commentPage>;

export const reportSubmitted = z
  .object({ message: z.string(), id: z.number().int() })
  .meta({ id: 'ReportSubmitted' });
export type ReportSubmitted = z.infer<typeof reportSubmitted>;

export const toggleLike = defineCall({
  method: 'POST',
  path: '/api/responses/:id/toggle-like',
  summary: 'Like ({like: true}) or unlike a response; idempotent',
  tag: 'social',
  params: idParams,
  body: toggleLikeSchema,
  response: {
    200: toggleLikeResult,
    400: apiError,
    401: apiError,
    403: apiError,
    404: apiError,
    429: apiError,
  },
});

export const getLikers = defineCall({
  method: 'GET',
  path: '/api/responses/:id/likes',
  summary: "The likers of a response, newest first, 10 at a time (cursor: the previous page's nextCursor)",
  tag: 'social',
  params: idParams,
  query: z.object({
    cursor: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid cursor')
      .optional(),
  }),
  response: { 200: likersResult, 400: apiError, 404: apiError },
});

export const getComments = defineCall({
  method: 'GET',
  path: '/api/responses/:id/comments',
  summary: 'A page of the comments of a response, oldest first (20 unless limit says, at most 50)',
  tag: 'social',
  params: idParams,
  query: feedPagingQuery(COMMENTS_PAGE_SIZE, COMMENTS_PAGE_MAX),
  response: { 200: commentPage, 400: apiError, 404: apiError },
});

export const addComment = defineCall({
  method: 'POST',
  path: '/api/responses/:id/comments',
  summary: 'Comment on a response (trimmed, 1 to 1,000 characters)',
  tag: 'social',
  params: idParams,
  body: commentSchema,
  response: {
    201: comment,
    400: apiError,
    401: apiError,
    403: apiError,
    404: apiError,
    429: apiError,
  },
});

export const editComment = defineCall({
  method: 'PATCH',
  path: '/api/comments/:id',
  summary: 'Change your own comment (trimmed, 1 to 1,000 characters); it is then shown as edited',
  tag: 'social',
  params: idParams,
  body: commentSchema,
  response: { 200: comment, 400: apiError, 401: apiError, 403: apiError, 404: apiError, 429: apiError },
});

export const deleteComment = defineCall({
  method: 'DELETE',
  path: '/api/comments/:id',
  summary: 'Delete a comment (its author, the owner of the list it is on, or an admin)',
  tag: 'social',
  params: idParams,
  response: { 200: okMessage, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
});

export const reportResponse = defineCall({
  method: 'POST',
  path: '/api/responses/:id/report',
  summary: "Report someone else's response (one open report per member and response)",
  tag: 'social',
  params: idParams,
  body: reportSchema,
  response: {
    201: reportSubmitted,
    400: apiError,
    401: apiError,
    403: apiError,
    404: apiError,
    409: apiError,
    429: apiError,
  },
});
