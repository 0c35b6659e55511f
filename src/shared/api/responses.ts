/** Responses (a member's Top 5) as the feeds show them, and the feed calls. */
import { z } from 'zod';
import { feedPagingQuery } from '../schemas/paging.js';
import { feedPagination, idParams, isoDateTime, userSummary } from './common.js';
import { apiError, defineCall } from './contract.js';

export const response = z
  .object({
    id: z.number().int(),
    questionId: z.number().int(),
    user: userSummary,
    question: z.object({ id: z.number().int(), title: z.string() }),
    /** Five answers, rank 1 first. */
    answers: z.array(z.string()),
    /** Five image URLs parallel to answers ('' where an answer has none), or null when none has one. */
    answerImages: z.array(z.string()).nullable(),
    isPublic: z.boolean(),
    /** Hidden by an approved report; only its author (and admins) ever see such a response. */
    isHidden: z.boolean(),
    version: z.number().int(),
    likesCount: z.number().int(),
    /** Whether the signed-in viewer likes it; false for visitors. */
    isLiked: z.boolean(),
    commentsCount: z.number().int(),
    /** The first save. */
    createdAt: isoDateTime,
  })
  .meta({ id: 'Response' });
export type Response = z.infer<typeof response>;

/** A page of a feed, newest first. */
export const responsePage = z
  .object({ responses: z.array(response), pagination: feedPagination })
  .meta({ id: 'ResponsePage' });
export type ResponsePage = z.infer<typeof responsePage>;

/** page (from 1), limit (10 by default, at most 50) and cursor; a bad value is a 400 saying which. */
const feedQuery = feedPagingQuery(10);

export const getQuestionResponses = defineCall({
  method: 'GET',
  path: '/api/questions/:id/responses',
  summary: "A question's public responses, newest first (private and hidden ones left out)",
  tag: 'responses',
  params: idParams,
  query: feedQuery,
  response: { 200: responsePage, 400: apiError, 404: apiError },
});

export const getRecentResponses = defineCall({
  method: 'GET',
  path: '/api/responses/recent',
  summary: "The site's newest public responses across every question",
  tag: 'responses',
  query: feedQuery,
  response: { 200: responsePage, 400: apiError },
});
