/** /api/questions/:id/answer, /my-answer and /responses. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerSchema } from '../../../shared/schemas/answer.js';
import type { MyAnswer, ResponsePage, SubmitAnswerResult } from '../../../shared/types.js';
import { notFound } from '../../lib/http-error.js';
import { requireUser } from '../../plugins/session.js';
import { presentMyAnswer, presentResponse } from '../../presenters/response.js';
import { listQuestionResponses } from '../../services/answers/list-responses.js';
import { findMyAnswer } from '../../services/answers/my-answer.js';
import { submitAnswer } from '../../services/answers/submit-answer.js';
import { findQuestionCard } from '../../services/questions/question-cards.js';
import { pagingQuery } from '../../../shared/schemas/paging.js';
import { pagination } from '../../lib/paging.js';
import { idParams, QUESTION_NOT_FOUND, questionIdOf } from './params.js';
import { limitMemberAction } from '../../services/rate-limit.js';

export const MUST_LOG_IN_TO_ANSWER = 'You must be logged in to submit an answer';

export const answerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/answer',
    {
      preValidation: async (request) => void requireUser(request, MUST_LOG_IN_TO_ANSWER),
      schema: { params: idParams, body: answerSchema },
    },
    async (request): Promise<SubmitAnswerResult> => {
      const user = requireUser(request, MUST_LOG_IN_TO_ANSWER);
      await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'answer', user.id);
      const questionId = questionIdOf(request.params.id);
      const saved = await submitAnswer(app.db, { questionId, user, ...request.body });
      return {
        ...saved,
        message: saved.isEdit
          ? `Your answers have been updated (Version ${saved.version})`
          : 'Your answers have been submitted successfully',
      };
    },
  );

  app.get('/:id/my-answer', { schema: { params: idParams } }, async (request): Promise<MyAnswer> => {
    const user = requireUser(request);
    const questionId = questionIdOf(request.params.id);
    const answer = await findMyAnswer(app.db, questionId, user.id);
    if (!answer && !(await findQuestionCard(app.db, questionId))) throw notFound(QUESTION_NOT_FOUND);
    return presentMyAnswer(answer);
  });

  app.get(
    '/:id/responses',
    { schema: { params: idParams, querystring: pagingQuery(10) } },
    async (request): Promise<ResponsePage> => {
      const { page, limit } = request.query;
      const found = await listQuestionResponses(
        app.db,
        questionIdOf(request.params.id),
        request.user?.id ?? null,
        {
          page,
          limit,
        },
      );
      if (!found) throw notFound(QUESTION_NOT_FOUND);
      return {
        responses: found.rows.map(presentResponse),
        pagination: pagination({ page, limit }, found.total),
      };
    },
  );
};
