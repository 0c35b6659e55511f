/** /api/questions: lists, one question, asking a question; answers and results are mounted beside. */

import type { FastifyInstance } from 'fastify';
import {
  createQuestion,
  deleteOwnQuestion,
  getFeaturedQuestion,
  getHotQuestions,
  getQuestion,
  getTrendingQuestions,
  listQuestions,
  updateOwnQuestion,
} from '../../../shared/api/questions.js';
import { endDateProblem } from '../../../shared/policies/question.js';
import { serveCached } from '../../cache/serve-cached.js';
import { QUESTIONS_TOPIC, questionTopic } from '../../cache/topics.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { requireUser } from '../../plugins/session.js';
import { presentQuestion, presentQuestionList } from '../../presenters/question.js';
import { createQuestion as storeQuestion } from '../../services/questions/create-question.js';
import { featuredQuestion, hotQuestions, trendingQuestions } from '../../services/questions/highlights.js';
import { listQuestions as findQuestions } from '../../services/questions/list-questions.js';
import * as ownQuestion from '../../services/questions/own-question.js';
import { findQuestionCard } from '../../services/questions/question-cards.js';
import { removeQuestionFiles } from '../../services/questions/question-files.js';
import { limitMemberAction } from '../../services/rate-limit.js';
import { route } from '../route.js';
import { answerRoutes } from './answers.js';
import { resultRoutes } from './results.js';

/**
 * The cache key of a question list: the query as the list reads it (search trimmed and lower-cased), so
 * spellings of one search that give the same page share one entry.
 */
function questionListKey(query: { page: number; limit: number; category: string; search?: string }): string {
  const search = query.search?.trim().toLowerCase().slice(0, 200) ?? '';
  return `questions?${JSON.stringify([query.category, query.page, query.limit, search])}`;
}

export async function questionRoutes(app: FastifyInstance): Promise<void> {
  // Every read here is the same for every viewer, so it is served from the read cache (cache/).
  const lists = [QUESTIONS_TOPIC];
  route(app, listQuestions, { access: 'public' }, async (request, reply) =>
    serveCached(app, request, reply, questionListKey(request.query), lists, async () =>
      presentQuestionList(await findQuestions(app.db, request.query)),
    ),
  );

  route(app, getHotQuestions, { access: 'public' }, async (request, reply) =>
    serveCached(app, request, reply, 'questions/hot', lists, async () =>
      (await hotQuestions(app.db)).map(presentQuestion),
    ),
  );

  route(app, getTrendingQuestions, { access: 'public' }, async (request, reply) =>
    serveCached(app, request, reply, 'questions/trending', lists, async () =>
      (await trendingQuestions(app.db)).map(presentQuestion),
    ),
  );

  route(app, getFeaturedQuestion, { access: 'public' }, async (request, reply) =>
    serveCached(app, request, reply, 'questions/featured', lists, async () => {
      const row = await featuredQuestion(app.db);
      if (!row) throw notFound('No featured question yet');
      return presentQuestion(row);
    }),
  );

  route(app, getQuestion, { access: 'public' }, async (request, reply) => {
    const id = request.params.id;
    return serveCached(app, request, reply, `question/${id}`, [questionTopic(id)], async () => {
      const row = await findQuestionCard(app.db, id);
      if (!row) throw notFound('Question not found');
      return presentQuestion(row);
    });
  });

  route(app, createQuestion, { access: 'member' }, async (request, reply) => {
    const actor = requireUser(request);
    const { endDate } = request.body;
    const problem = endDateProblem(endDate ? new Date(endDate) : null, actor);
    if (problem) throw badRequest(problem);
    await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'question', actor.id);
    const row = await storeQuestion(app.db, actor, request.body);
    app.remoteImages.request(row.imageUrl, { kind: 'question', id: row.id });
    return reply.code(201).send(presentQuestion(row));
  });

  // The asker's own edit and delete, while nobody else has answered (the questions trigger tells the cache).
  route(app, updateOwnQuestion, { access: 'member' }, async (request) => {
    const actor = requireUser(request);
    const { id } = request.params;
    const { endDate } = request.body;
    const problem = endDateProblem(endDate ? new Date(endDate) : null, actor);
    if (problem) throw badRequest(problem);
    await ownQuestion.updateOwnQuestion(app.db, actor.id, id, request.body);
    const row = await findQuestionCard(app.db, id);
    if (!row) throw notFound(ownQuestion.OWN_QUESTION_MESSAGES.notFound);
    app.remoteImages.request(row.imageUrl, { kind: 'question', id: row.id });
    return presentQuestion(row);
  });

  route(app, deleteOwnQuestion, { access: 'member' }, async (request) => {
    const deleted = await ownQuestion.deleteOwnQuestion(app.db, requireUser(request).id, request.params.id);
    await removeQuestionFiles(app.db, app.files, deleted, request.log);
    return { message: ownQuestion.OWN_QUESTION_MESSAGES.deleted };
  });

  await app.register(answerRoutes);
  await app.register(resultRoutes);
}
