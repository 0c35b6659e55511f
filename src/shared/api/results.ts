/** /api/questions/:id/results: the crowd's top 5, the detailed top 10 and the results by age group. */
import { z } from 'zod';
import { AGE_GROUPS } from '../constants.js';
import { idParams } from './common.js';
import { apiError, defineCall } from './contract.js';
import { resultItem } from './questions.js';

export const questionResults = z
  .object({
    questionId: z.number().int(),
    /** Lists counted (the question's answersCount). */
    totalResponses: z.number().int(),
    /** The current top 5, best first. */
    results: z.array(resultItem),
  })
  .meta({ id: 'QuestionResults' });
export type QuestionResults = z.infer<typeof questionResults>;

export const detailedResultItem = resultItem
  .extend({
    /** Lists that name the item. */
    votes: z.number().int(),
    /** The rank (1-5) it is named at most often; ties go to the better rank. */
    mostCommonRank: z.number().int(),
  })
  .meta({ id: 'DetailedResultItem' });
export type DetailedResultItem = z.infer<typeof detailedResultItem>;

export const detailedResults = z
  .object({
    questionId: z.number().int(),
    totalResponses: z.number().int(),
    /** The top 10, best first. */
    results: z.array(detailedResultItem),
  })
  .meta({ id: 'DetailedResults' });
export type DetailedResults = z.infer<typeof detailedResults>;

/** One item of an age group's top 3; its percentage is of that group's lists. */
export const demographicResultItem = resultItem
  .extend({ votes: z.number().int() })
  .meta({ id: 'DemographicResultItem' });
export type DemographicResultItem = z.infer<typeof demographicResultItem>;

export const demographicGroup = z
  .object({
    ageGroup: z.enum(AGE_GROUPS),
    /** Lists counted from members of that age group. */
    responses: z.number().int(),
    /** The group's top 3; [] when it has fewer than 5 responses, so no one can be singled out. */
    results: z.array(demographicResultItem),
  })
  .meta({ id: 'DemographicGroup' });
export type DemographicGroup = z.infer<typeof demographicGroup>;

export const demographicResults = z
  .object({
    questionId: z.number().int(),
    /** Every age group, youngest first. */
    groups: z.array(demographicGroup),
  })
  .meta({ id: 'DemographicResults' });
export type DemographicResults = z.infer<typeof demographicResults>;

export const getResults = defineCall({
  method: 'GET',
  path: '/api/questions/:id/results',
  summary: "The crowd's current top 5 with the share of lists naming each",
  tag: 'results',
  params: idParams,
  response: { 200: questionResults, 400: apiError, 404: apiError },
});

export const getDetailedResults = defineCall({
  method: 'GET',
  path: '/api/questions/:id/results/detailed',
  summary: 'The top 10 with votes, points and most common rank',
  tag: 'results',
  params: idParams,
  response: { 200: detailedResults, 400: apiError, 404: apiError },
});

export const getDemographicResults = defineCall({
  method: 'GET',
  path: '/api/questions/:id/results/demographics',
  summary: 'Every age group with its response count and, from 5 responses, its top 3',
  tag: 'results',
  params: idParams,
  response: { 200: demographicResults, 400: apiError, 404: apiError },
});
