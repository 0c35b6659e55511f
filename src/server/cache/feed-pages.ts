/**
 * The first page of a response feed from the read cache (decision 035): the page every visitor gets is kept;
 * a signed-in viewer gets it with their own likes among its responses, kept too (viewer-likes.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResponsePage } from '../../shared/api/responses.js';
import type { FeedPagingInput } from '../../shared/schemas/paging.js';
import type { Tagged } from './read-cache.js';
import { questionTopic, readCached, responseTopic, sendCached, sendJson } from './serve-cached.js';
import { keptLikedAmong } from './viewer-likes.js';

/** Only first pages are kept: deeper ones and cursors are read from the database. */
export function isFirstPage(query: FeedPagingInput): boolean {
  return query.page === 1 && query.cursor === undefined;
}

/**
 * The topics of what a page shows: each response (a like or a comment moves only its count, and notifies
 * only its own topic) and each question (its title).
 */
export function shownTopicsOf(page: ResponsePage): string[] {
  const questions = new Set(page.responses.map((response) => response.questionId));
  return [
    ...page.responses.map((response) => responseTopic(response.id)),
    ...[...questions].map(questionTopic),
  ];
}

export async function serveFeedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<Tagged<ResponsePage>>,
): Promise<ResponsePage> {
  const cached = await readCached(app, reply, key, load);
  const viewer = request.user;
  if (!viewer) return sendCached(request, reply, cached);
  const { responses } = cached.value;
  const liked = await keptLikedAmong(
    app,
    viewer.id,
    responses.map((response) => response.id),
  );
  if (liked.size === 0) return sendCached(request, reply, cached);
  const page: ResponsePage = {
    ...cached.value,
    responses: responses.map((response) =>
      liked.has(response.id) ? { ...response, isLiked: true } : response,
    ),
  };
  reply.header('cache-control', 'private, no-cache');
  return sendJson(request, reply, JSON.stringify(page));
}
