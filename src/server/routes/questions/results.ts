/** /api/questions/:id/results, /results/detailed and /results/demographics: reads of the tally tables only. */
import type { FastifyInstance } from 'fastify';
import { getDemographicResults, getDetailedResults, getResults } from '../../../shared/api/results.js';
import { DEMOGRAPHIC_MIN_RESPONSES, RESULTS_DETAILED_TOP, RESULTS_TOP } from '../../../shared/constants.js';
import { serveCached } from '../../cache/serve-cached.js';
import { questionTopic } from '../../cache/topics.js';
import { notFound } from '../../lib/http-error.js';
import {
  presentDemographicResults,
  presentDetailedResults,
  presentQuestionResults,
} from '../../presenters/results.js';
import { ageGroupItems, detailedItems, rankedItems } from '../../services/results/results.js';
import { route } from '../route.js';

const QUESTION_NOT_FOUND = 'Question not found';

export async function resultRoutes(app: FastifyInstance): Promise<void> {
  // Results are the same for every viewer: served from the read cache until the question's lists change.
  route(app, getResults, { access: 'public' }, async (request, reply) => {
    const questionId = request.params.id;
    return serveCached(
      app,
      request,
      reply,
      `results/${questionId}`,
      [questionTopic(questionId)],
      async () => {
        const found = await rankedItems(app.db, questionId, RESULTS_TOP);
        if (!found) throw notFound(QUESTION_NOT_FOUND);
        return presentQuestionResults(questionId, found);
      },
    );
  });

  route(app, getDetailedResults, { access: 'public' }, async (request, reply) => {
    const questionId = request.params.id;
    const key = `results/${questionId}/detailed`;
    return serveCached(app, request, reply, key, [questionTopic(questionId)], async () => {
      const found = await detailedItems(app.db, questionId, RESULTS_DETAILED_TOP);
      if (!found) throw notFound(QUESTION_NOT_FOUND);
      return presentDetailedResults(questionId, found);
    });
  });

  route(app, getDemographicResults, { access: 'public' }, async (request, reply) => {
    const questionId = request.params.id;
    const key = `results/${questionId}/demographics`;
    return serveCached(app, request, reply, key, [questionTopic(questionId)], async () => {
      const groups = await ageGroupItems(app.db, questionId, DEMOGRAPHIC_MIN_RESPONSES);
      if (!groups) throw notFound(QUESTION_NOT_FOUND);
      return presentDemographicResults(questionId, groups);
    });
  });
}
