/** Responses (a member's Top 5) as the feeds show them, and the feed calls. */
import { z } from 'zod';
import { feedPagingQuery } from '../schemas/paging.js';
import { feedPagination, idParams, isoDateTime, userSummary } from './common.js';
import { apiError, defineCall, okMessage } from './contract.js';

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

/** One saved list of a response: every save of an answer is kept as a numbered version. */
export const responseVersion = z
  .object({
    version: z.number().int(),
    /** Five answers, rank 1 first. */
    answers: z.array(z.string()),
    answerImages: z.array(z.string()).nullable(),
    isPublic: z.boolean(),
    /** When this version was saved. */
    createdAt: isoDateTime,
  })
  .meta({ id: 'ResponseVersion' });
export type ResponseVersion = z.infer<typeof responseVersion>;

/** A response's earlier versions, newest first (its author sees every one; others the public ones). */
export const responseVersionList = z
  .object({ versions: z.array(responseVersion) })
  .meta({ id: 'ResponseVersionList' });
export type ResponseVersionList = z.infer<typeof responseVersionList>;

export const getResponseVersions = defineCall({
  method: 'GET',
  path: '/api/responses/:id/versions',
  summary: 'The earlier versions of a response, newest first (others see only the ones saved as public)',
  tag: 'responses',
  params: idParams,
  response: { 200: responseVersionList, 400: apiError, 404: apiError },
});

export const deleteMyResponse = defineCall({
  method: 'DELETE',
  path: '/api/responses/:id',
  summary: 'Delete your own list: it leaves the results and counts, with its versions, likes and comments',
  tag: 'responses',
  params: idParams,
  response: { 200: okMessage, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
});

/** One pick of a list as the crowd sees it. */
export const matchedPick = z
  .object({
    answer: z.string(),
    /** Where the crowd ranks it (1 first), or null when it is outside the crowd's top 100. */
    crowdRank: z.number().int().nullable(),
    /** How many counted lists name it. */
    lists: z.number().int(),
    /** Those lists as a percentage of the counted lists (one decimal). */
    share: z.number(),
  })
  .meta({ id: 'MatchedPick' });
export type MatchedPick = z.infer<typeof matchedPick>;

/** How a list matches the crowd's current results. */
export const responseMatch = z
  .object({
    responseId: z.number().int(),
    questionId: z.number().int(),
    /** Lists counted in the question's results. */
    totalLists: z.number().int(),
    /**
     * Agreement with the crowd's current top 5: rank-biased overlap (p = 0.9, as compare scores two lists) as
     * a whole percentage; null while no list is counted.
     */
    agreement: z.number().int().nullable(),
    /** The crowd's current top 5, rank 1 first. */
    crowdTop: z.array(z.string()),
    /** The list's picks in its order. */
    picks: z.array(matchedPick),
    /** The pick the fewest lists name; null while no list is counted. */
    rarest: matchedPick.nullable(),
  })
  .meta({ id: 'ResponseMatch' });
export type ResponseMatch = z.infer<typeof responseMatch>;

export const getResponseMatch = defineCall({
  method: 'GET',
  path: '/api/responses/:id/match',
  summary:
    "How a list matches the crowd: agreement with the crowd's top 5, where the crowd ranks each pick, the rarest pick (a private list: its author only)",
  tag: 'responses',
  params: idParams,
  response: { 200: responseMatch, 400: apiError, 404: apiError },
});
