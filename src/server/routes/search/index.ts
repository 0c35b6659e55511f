/**
 * GET /api/search?q&type&page&limit (docs/product.md section 7 Other); open to visitors. The answer is the
 * same for every viewer, so it is kept in the read cache (decision 041) until something it could show changes;
 * uncached, its cost is bounded anyway (services/search).
 */
import type { FastifyInstance } from 'fastify';
import type { SearchResult } from '../../../shared/api/search.js';
import { search as searchCall } from '../../../shared/api/search.js';
import { keptHiddenMembers } from '../../cache/hidden-members.js';
import { readCached, sendCached, sendJson } from '../../cache/serve-cached.js';
import {
  PEOPLE_TOPIC,
  QUESTIONS_TOPIC,
  RESPONSES_TOPIC,
  responseTopic,
  STATS_TOPIC,
  userTopic,
} from '../../cache/topics.js';
import { presentSearch } from '../../presenters/search.js';
import { searchTerms } from '../../services/search/match.js';
import { search } from '../../services/search/search.js';
import { route } from '../route.js';

/**
 * What a search answer can change with: any question or list written ('questions', 'responses': matches,
 * counts, titles), a member joining or leaving ('stats') or renamed ('people'), and the counts it shows of
 * each member and list shown (their own topics: a follow, a like, a comment).
 */
function searchTopics(result: SearchResult): string[] {
  return [
    QUESTIONS_TOPIC,
    RESPONSES_TOPIC,
    STATS_TOPIC,
    PEOPLE_TOPIC,
    ...result.users.map((user) => userTopic(user.id)),
    ...result.answers.map((answer) => responseTopic(answer.id)),
  ];
}

/** The result without the members in `blocked` and their lists; the result itself when it shows none. */
function withoutBlocked(result: SearchResult, blocked: ReadonlySet<number>): SearchResult {
  if (blocked.size === 0) return result;
  const users = result.users.filter((user) => !blocked.has(user.id));
  const answers = result.answers.filter((answer) => !blocked.has(answer.user.id));
  if (users.length === result.users.length && answers.length === result.answers.length) return result;
  return { ...result, users, answers };
}

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  route(app, searchCall, { access: 'public' }, async (request, reply) => {
    const { q, type, page, limit } = request.query;
    const key = `search?${JSON.stringify([searchTerms(q).text, type, page, limit])}`;
    const cached = await readCached(app, reply, key, async () => {
      const value = presentSearch(await search(app.searchDb, app.searchIndex, request.query));
      return { value, topics: searchTopics(value) };
    });
    // Kept once for everyone; members blocked either way (and their lists) leave the viewer's copy after the
    // read (decision 085). The counts stay those of the kept answer.
    const { blocked } = await keptHiddenMembers(app, request.user?.id ?? null);
    const shown = withoutBlocked(cached.value, blocked);
    if (shown === cached.value) return sendCached(request, reply, cached);
    reply.header('cache-control', 'private, no-cache');
    return sendJson(request, reply, JSON.stringify(shown));
  });
}
