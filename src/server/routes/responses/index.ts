/** /api/responses: the site's recent responses (likes, comments and reports are in the social routes). */
import type { FastifyInstance } from 'fastify';
import {
  deleteMyResponse,
  getRecentResponses,
  getResponseMatch,
  getResponseVersions,
} from '../../../shared/api/responses.js';
import { hideFromViewer, isPageByNumber, serveFeedPage, shownTopicsOf } from '../../cache/feed-pages.js';
import { readAsVisitor, sendCached } from '../../cache/serve-cached.js';
import { PEOPLE_TOPIC, questionTopic, RESPONSES_TOPIC, responseTopic } from '../../cache/topics.js';
import { feedPagination } from '../../lib/keyset.js';
import { requireUser } from '../../plugins/session.js';
import { presentResponse, presentResponseVersion } from '../../presenters/response.js';
import { deleteOwnResponse, OWN_RESPONSE_MESSAGES } from '../../services/answers/delete-own-response.js';
import { listRecentResponses } from '../../services/answers/list-responses.js';
import { listEarlierVersions } from '../../services/answers/response-versions.js';
import { crowdMatch, readCrowdRanking } from '../../services/match/crowd-match.js';
import { route } from '../route.js';

export async function responseRoutes(app: FastifyInstance): Promise<void> {
  route(app, getRecentResponses, { access: 'public' }, async (request, reply) => {
    const read = async (viewerId: number | null, paging = request.query) => {
      const found = await listRecentResponses(app.db, viewerId, paging);
      return {
        responses: found.rows.map(presentResponse),
        pagination: feedPagination(paging, found.total, found.nextCursor),
      };
    };
    const viewerId = request.user?.id ?? null;
    // Members hidden from the viewer leave the page, which is topped up from the responses after it.
    const readAfter = (cursor: string, limit: number) => read(viewerId, { ...request.query, cursor, limit });
    if (!isPageByNumber(request.query)) return hideFromViewer(app, viewerId, await read(viewerId), readAfter);
    const key = `feed/recent?limit=${request.query.limit}`;
    const load = async () => {
      const page = await read(null);
      // A response added, changed or gone anywhere; likes and comments of those shown; authors' names.
      return { value: page, topics: [RESPONSES_TOPIC, PEOPLE_TOPIC, ...shownTopicsOf(page)] };
    };
    return serveFeedPage(app, request, reply, key, load, readAfter);
  });

  route(app, getResponseVersions, { access: 'public' }, async (request) => {
    const rows = await listEarlierVersions(app.db, request.params.id, request.user);
    return { versions: rows.map(presentResponseVersion) };
  });

  // Read from the tallies only: constant time however many lists the question has. What visitors see is
  // kept until the list or its question's results change; a private or hidden list is read for its author.
  route(app, getResponseMatch, { access: 'public' }, async (request, reply) => {
    const { id } = request.params;
    // The question's side (its crowd ranking) is the same for every list: kept per question.
    const rankingOf = (questionId: number) =>
      app.readCache.read(`crowd-ranking/${questionId}`, [questionTopic(questionId)], () =>
        readCrowdRanking(app.db, questionId),
      );
    const cached = await readAsVisitor(app, request, reply, `match/${id}`, async () => {
      const match = await crowdMatch(app.db, id, null, rankingOf);
      return { value: match, topics: [responseTopic(id), questionTopic(match.questionId)] };
    });
    if (cached) return sendCached(request, reply, cached);
    return crowdMatch(app.db, id, request.user, rankingOf);
  });

  // The list leaves results, counts and feeds; its triggers notify the read cache's topics at commit.
  route(app, deleteMyResponse, { access: 'member' }, async (request) => {
    await deleteOwnResponse(app.db, requireUser(request), request.params.id);
    return { message: OWN_RESPONSE_MESSAGES.deleted };
  });
}
