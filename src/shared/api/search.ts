/**
 * GET /api/search (docs/product.md section 7 Other): questions, members and public Top
 * 5 lists matching a text.
 */
import { z } from 'zod';
import { searchQuery } from '../schemas/social.js';
import { pagination, publicUser } from './common.js';
import { apiError, defineCall } from './contract.js';
import { question } from './questions.js';
import { response } from './responses.js';

/** A question found by search: the question without its results. */
export const searchQuestion = question.omit({ topResults: true }).meta({ id: 'SearchQuestion' });
export type SearchQuestion = z.infer<typeof searchQuestion>;

/** A public Top 5 found by search; url is /question/{questionId}#response-{id}. */
export const searchAnswer = response
  .pick({
    id: true,
    questionId: true,
    question: true,
    user: true,
    answers: true,
    likesCount: true,
    commentsCount: true,
    createdAt: true,
  })
  .extend({ url: z.string() })
  .meta({ id: 'SearchAnswer' });
export type SearchAnswer = z.infer<typeof searchAnswer>;

/** 'all' gives up to 3 per group; one type gives its page, with `pagination`. Counts are of every group. */
export const searchResult = z
  .object({
    questions: z.array(searchQuestion),
    users: z.array(publicUser),
    answers: z.array(searchAnswer),
    /** Matches of every group together (the sum of the counts). */
    total: z.number().int(),
    /**
     * Matches per group, counted up to SEARCH_COUNT_CAP (1,000): a group with more answers 1,001, shown
     * '1,000+'. A type's `pagination.total` is the same count, so its pages reach the first 1,001 matches.
     */
    counts: z.object({ questions: z.number().int(), users: z.number().int(), answers: z.number().int() }),
    /** Present when one type is asked for. */
    pagination: pagination.optional(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResult>;

export const search = defineCall({
  method: 'GET',
  path: '/api/search',
  summary: 'Search questions, members and public Top 5 lists (type omitted for all: 3 per group)',
  tag: 'search',
  query: searchQuery,
  response: { 200: searchResult, 400: apiError },
});
