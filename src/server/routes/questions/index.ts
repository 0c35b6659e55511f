/** /api/questions: lists, one question, asking a question; answers and results are mounted beside. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { questionCreateSchema } from '../../../shared/schemas/question.js';
import type { Question, QuestionList } from '../../../shared/types.js';
import { notFound } from '../../lib/http-error.js';
import { requireUser } from '../../plugins/session.js';
import { presentQuestion } from '../../presenters/question.js';
import { createQuestion } from '../../services/questions/create-question.js';
import { featuredQuestion, hotQuestions, trendingQuestions } from '../../services/questions/highlights.js';
import { listQuestions } from '../../services/questions/list-questions.js';
import { findQuestionCard } from '../../services/questions/question-cards.js';
import { pagingQuery } from '../../../shared/schemas/paging.js';
import { answerRoutes } from './answers.js';
import { idParams, QUESTION_NOT_FOUND, questionIdOf } from './params.js';
import { resultRoutes } from './results.js';
import { limitMemberAction } from '../../services/rate-limit.js';

const listQuery = pagingQuery(50, 100).extend({
  search: z.string().max(200, 'Search text must be at most 200 characters').optional(),
  category: z.enum(['all', 'trending', 'recent'], { error: 'Unknown category' }).default('all'),
});

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { querystring: listQuery } }, async (request): Promise<QuestionList> => {
    const { rows, total, counts } = await listQuestions(app.db, request.query);
    return { questions: rows.map(presentQuestion), total, counts };
  });

  app.get('/hot', async (): Promise<Question[]> => (await hotQuestions(app.db)).map(presentQuestion));

  app.get(
    '/trending',
    async (): Promise<Question[]> => (await trendingQuestions(app.db)).map(presentQuestion),
  );

  app.get('/featured', async (): Promise<Question> => {
    const row = await featuredQuestion(app.db);
    if (!row) throw notFound('No featured question yet');
    return presentQuestion(row);
  });

  app.get('/:id', { schema: { params: idParams } }, async (request): Promise<Question> => {
    const row = await findQuestionCard(app.db, questionIdOf(request.params.id));
    if (!row) throw notFound(QUESTION_NOT_FOUND);
    return presentQuestion(row);
  });

  app.post(
    '/',
    {
      // Signed-in check before the body is validated: a visitor learns to sign in, not what to fix.
      preValidation: async (request) => void requireUser(request),
      schema: { body: questionCreateSchema },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'question', actor.id);
      const row = await createQuestion(app.db, actor, request.body);
      return reply.code(201).send(presentQuestion(row));
    },
  );

  await app.register(answerRoutes);
  await app.register(resultRoutes);
};
