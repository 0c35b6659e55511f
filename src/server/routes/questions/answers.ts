/** /api/questions/:id/answer, /my-answer and /responses: a member's own Top 5 and a question's feed. */
import type { FastifyInstance } from 'fastify';
import { getMyAnswer, submitAnswer } from '../../../shared/api/answers.js';
import { getQuestionResponses } from '../../../shared/api/responses.js';
import { hideFromViewer, isPageByNumber, serveFeedPage, shownTopicsOf } from '../../cache/feed-pages.js';
import { PEOPLE_TOPIC, questionTopic } from '../../cache/topics.js';
import { notFound } from '../../lib/http-error.js';
import { feedPagination } from '../../lib/keyset.js';
import { requireUser } from '../../plugins/session.js';
import { presentMyAnswer, presentResponse, presentSubmitAnswerResult } from '../../presenters/response.js';
import { listQuestionResponses } from '../../services/answers/list-responses.js';
import { findMyAnswer } from '../../services/answers/my-answer.js';
import { standingOf } from '../../services/answers/standing.js';
import { queueAnswer } from '../../services/answers/submit-answer.js';
import { limitMemberAction } from '../../services/rate-limit.js';
import { route } from '../route.js';

export const MUST_LOG_IN_TO_ANSWER = 'You must be logged in to submit an answer';
const QUESTION_NOT_FOUND = 'Question not found';

export async function answerRoutes(app: FastifyInstance): Promise<void> {
  route(app, submitAnswer, { access: 'member', signInMessage: MUST_LOG_IN_TO_ANSWER }, async (request) => {
    const user = requireUser(request, MUST_LOG_IN_TO_ANSWER);
    await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'answer', user.id);
    const questionId = request.params.id;
    // Queued with the other saves of this question: they share one transaction and its commit.
    const { config } = app;
    const saved = await queueAnswer(app.writes, {
      ...request.body,
      questionId,
      user,
      // Whether the list counts at once (decision 069), and how bursts are told (decision 068).
      standing: standingOf(user, config.RESULTS_TRUST_AGE_SECONDS),
      bursts: {
        newAccountLists: config.RESULTS_BURST_NEW_ACCOUNT_LISTS,
        identicalLists: config.RESULTS_BURST_IDENTICAL_LISTS,
      },
    });
    app.remoteImages.request(request.body.answerImages ?? [], { kind: 'response', id: saved.responseId });
    // Committed: the member's taste twins are found again in the background, once however many saves wait.
    app.twinRefresher.request(user.id);
    return presentSubmitAnswerResult(saved);
  });

  route(app, getMyAnswer, { access: 'member' }, async (request) => {
    const user = requireUser(request);
    const found = await findMyAnswer(app.db, request.params.id, user.id);
    if (!found) throw notFound(QUESTION_NOT_FOUND);
    return presentMyAnswer(found.answer, found.canChangeQuestion);
  });

  route(app, getQuestionResponses, { access: 'public' }, async (request, reply) => {
    const { id } = request.params;
    const read = async (viewerId: number | null, paging = request.query) => {
      const found = await listQuestionResponses(app.db, id, viewerId, paging);
      if (!found) throw notFound(QUESTION_NOT_FOUND);
      return {
        responses: found.rows.map(presentResponse),
        pagination: feedPagination(paging, found.total, found.nextCursor),
      };
    };
    const viewerId = request.user?.id ?? null;
    // Members hidden from the viewer leave the page, which is topped up from the responses after it.
    const readAfter = (cursor: string, limit: number) => read(viewerId, { ...request.query, cursor, limit });
    if (!isPageByNumber(request.query)) return hideFromViewer(app, viewerId, await read(viewerId), readAfter);
    // The question's topic covers its title and its responses added, changed or gone; then the likes and
    // comments of those shown, and their authors' names.
    const key = `feed/question/${id}?limit=${request.query.limit}`;
    const load = async () => {
      const page = await read(null);
      return { value: page, topics: [questionTopic(id), PEOPLE_TOPIC, ...shownTopicsOf(page)] };
    };
    return serveFeedPage(app, request, reply, key, load, readAfter);
  });
}
