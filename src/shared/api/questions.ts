/** /api/questions: lists, one question, asking a question. Answers and results have their own files. */
import { z } from 'zod';
import { notAllowedIn, textField } from '../schemas/fields.js';
import { pagingShape } from '../schemas/paging.js';
import { questionCreateSchema } from '../schemas/question.js';
import { idParams, isoDateTime } from './common.js';
import { apiError, defineCall, okMessage } from './contract.js';

/**
 * One line of a results list: the item's most common spelling, the share of lists naming it, and its points,
 * which rank the list (so a line may show a higher percentage than the one above it).
 */
export const resultItem = z
  .object({
    item: z.string(),
    /** Lists naming the item / lists counted, times 100, rounded to one decimal (0-100). */
    percentage: z.number(),
    /** rank 1 = 5 points ... rank 5 = 1 point, summed over the lists: the order of the results. */
    points: z.number().int(),
  })
  .meta({ id: 'ResultItem' });
export type ResultItem = z.infer<typeof resultItem>;

/** A question as every list and page shows it. */
export const question = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    /** An absolute URL or a '/uploads/...' path; null when none. */
    imageUrl: z.string().nullable(),
    isTrending: z.boolean(),
    /** null means 'No end date'. Past it the question takes no new answers. */
    endDate: isoDateTime.nullable(),
    /** Responses counted in results (public and private, not hidden by a report). */
    answersCount: z.number().int(),
    createdAt: isoDateTime,
    /** The current top 3 (for cards); [] before the first answer. */
    topResults: z.array(resultItem),
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof question>;

/** Explore's chips: every question, the trending ones, those created in the last 7 days. */
export const questionCategory = z.enum(['all', 'trending', 'recent'], { error: 'Unknown category' });
export type QuestionCategory = z.infer<typeof questionCategory>;

/** Page 1 and 50 a page by default, at most 100; search text at most 200 characters. */
export const questionListQuery = z.object({
  ...pagingShape(50, 100),
  search: textField(notAllowedIn('Search text'))
    .max(200, 'Search text must be at most 200 characters')
    .optional(),
  category: questionCategory.default('all'),
});

export const questionList = z
  .object({
    /** The page of the chosen category, best search match first (newest first without a search). */
    questions: z.array(question),
    /** Questions in the chosen category that match the search (for 'Showing X of Y questions'). */
    total: z.number().int(),
    /** Matches of the search per chip ('recent' = created in the last 7 days). */
    counts: z.object({ all: z.number().int(), trending: z.number().int(), recent: z.number().int() }),
  })
  .meta({ id: 'QuestionList' });
export type QuestionList = z.infer<typeof questionList>;

export const listQuestions = defineCall({
  method: 'GET',
  path: '/api/questions',
  summary: 'Questions of a category matching a search, a page at a time, with the count of each category',
  tag: 'questions',
  query: questionListQuery,
  response: { 200: questionList, 400: apiError },
});

export const getHotQuestions = defineCall({
  method: 'GET',
  path: '/api/questions/hot',
  summary: 'At most 8 questions answered in the last 7 days, most answered in that time first',
  tag: 'questions',
  response: { 200: z.array(question) },
});

export const getTrendingQuestions = defineCall({
  method: 'GET',
  path: '/api/questions/trending',
  summary: 'The trending questions, most answered first',
  tag: 'questions',
  response: { 200: z.array(question) },
});

export const getFeaturedQuestion = defineCall({
  method: 'GET',
  path: '/api/questions/featured',
  summary: "Home's featured question: the most answered trending one, else the most answered (404 when none)",
  tag: 'questions',
  response: { 200: question, 404: apiError },
});

export const getQuestion = defineCall({
  method: 'GET',
  path: '/api/questions/:id',
  summary: 'One question with its current top 3',
  tag: 'questions',
  params: idParams,
  response: { 200: question, 400: apiError, 404: apiError },
});

export const createQuestion = defineCall({
  method: 'POST',
  path: '/api/questions',
  summary: 'Ask a question (members; end date at most 90 days ahead unless admin)',
  tag: 'questions',
  body: questionCreateSchema,
  response: { 201: question, 400: apiError, 401: apiError, 429: apiError },
});

export const updateOwnQuestion = defineCall({
  method: 'PATCH',
  path: '/api/questions/:id',
  summary: 'Edit a question you asked, while nobody else has answered it (then: report it to an admin)',
  tag: 'questions',
  params: idParams,
  body: questionCreateSchema,
  response: { 200: question, 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError },
});

export const deleteOwnQuestion = defineCall({
  method: 'DELETE',
  path: '/api/questions/:id',
  summary: 'Delete a question you asked, while nobody else has answered it (your own answer goes with it)',
  tag: 'questions',
  params: idParams,
  response: { 200: okMessage, 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError },
});
