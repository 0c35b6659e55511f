/** /api/questions/:id/results, /results/detailed and /results/demographics: reads of the tally tables only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEMOGRAPHIC_MIN_RESPONSES, RESULTS_DETAILED_TOP, RESULTS_TOP } from '../../../shared/constants.js';
import type { DemographicResults, DetailedResults, QuestionResults } from '../../../shared/types.js';
import { notFound } from '../../lib/http-error.js';
import { presentDemographicGroup, presentDetailedItem, presentResultItem } from '../../presenters/results.js';
import { ageGroupItems, detailedItems, rankedItems } from '../../services/results/results.js';
import { idParams, QUESTION_NOT_FOUND, questionIdOf } from './params.js';

export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:id/results', { schema: { params: idParams } }, async (request): Promise<QuestionResults> => {
    const questionId = questionIdOf(request.params.id);
    const found = await rankedItems(app.db, questionId, RESULTS_TOP);
    if (!found) throw notFound(QUESTION_NOT_FOUND);
    return {
      questionId,
      totalResponses: found.total,
      results: found.items.map((item) => presentResultItem(item, found.total)),
    };
  });

  app.get(
    '/:id/results/detailed',
    { schema: { params: idParams } },
    async (request): Promise<DetailedResults> => {
      const questionId = questionIdOf(request.params.id);
      const found = await detailedItems(app.db, questionId, RESULTS_DETAILED_TOP);
      if (!found) throw notFound(QUESTION_NOT_FOUND);
      return {
        questionId,
        totalResponses: found.total,
        results: found.items.map((item) => presentDetailedItem(item, found.total)),
      };
    },
  );

  app.get(
    '/:id/results/demographics',
    { schema: { params: idParams } },
    async (request): Promise<DemographicResults> => {
      const questionId = questionIdOf(request.params.id);
      const groups = await ageGroupItems(app.db, questionId, DEMOGRAPHIC_MIN_RESPONSES);
      if (!groups) throw notFound(QUESTION_NOT_FOUND);
      return { questionId, groups: groups.map(presentDemographicGroup) };
    },
  );
};
