/**
 * Response feed pages from memory (decisions 035 and 046): the page every visitor gets is kept; a signed-in
 * viewer gets it with their own likes among its responses, kept too (viewer-likes.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResponsePage } from '../../shared/api/responses.js';
import type { FeedPagingInput } from '../../shared/schemas/paging.js';
import { keptHiddenMembers, withoutHidden } from './hidden-members.js';
import type { Tagged } from './read-cache.js';
import { cacheForPage, readCached, sendCached, sendJson } from './serve-cached.js';
import { questionTitleTopic, responseTopic } from './topics.js';
import { keptLikedAmong } from './viewer-likes.js';

/** The other kept lists (comments, follows, notifications) keep their first page only. */
export function isFirstPage(query: FeedPagingInput): boolean {
  return query.page === 1 && query.cursor === undefined;
}

/** Deeper pages kept at most, the least recently read going first. */
export const DEEP_PAGE_ENTRIES = 1_000;

/**
 * The response feeds keep every page asked for by number (decision 046): the first in the read cache, deeper
 * ones in the page cache, apart, so walking deep pages never pushes out what everyone reads. A page after a
 * cursor is read from the database (one index descent).
 */
export function isPageByNumber(query: FeedPagingInput): boolean {
  return query.cursor === undefined;
}

/**
 * The topics of what a page shows: each response (a like or a comment moves only its count, and notifies
 * only its own topic) and each question's title (decision 160: not the question's own topic, which every answer
 * to it raises).
 */
export function shownTopicsOf(page: {
  responses: Pick<ResponsePage['responses'][number], 'id' | 'questionId'>[];
}): string[] {
  const questions = new Set(page.responses.map((response) => response.questionId));
  return [
    ...page.responses.map((response) => responseTopic(response.id)),
    ...[...questions].map(questionTitleTopic),
  ];
}

/** Reads the `count` responses after `cursor` as the viewer sees them (with their likes). */
export type ReadAfter = (cursor: string, count: number) => Promise<ResponsePage>;

/**
 * A feed page without the responses of members hidden from the viewer (blocked either way, or muted), topped
 * up from the responses after it (decision 070). The page itself when it shows none of them.
 */
export async function hideFromViewer(
  app: FastifyInstance,
  viewerId: number | null,
  page: ResponsePage,
  readAfter: ReadAfter,
): Promise<ResponsePage> {
  const hidden = (await keptHiddenMembers(app, viewerId)).feeds;
  const filled = await withoutHidden(
    { rows: page.responses, nextCursor: page.pagination.nextCursor },
    (response) => response.user.id,
    hidden,
    page.pagination.limit,
    async (cursor, count) => {
      const more = await readAfter(cursor, count);
      return { rows: more.responses, nextCursor: more.pagination.nextCursor };
    },
  );
  if (filled.rows === page.responses) return page;
  return { responses: filled.rows, pagination: { ...page.pagination, nextCursor: filled.nextCursor } };
}

/**
 * A feed page by number (`key` names the feed and its limit) as kept, with the viewer's likes, and without
 * the members hidden from them when `readAfter` is given (every feed but a member's own Answers tab). Its
 * topics are those of the first page: whatever adds, removes or reorders the feed's responses moves every page.
 */
export async function serveFeedPage(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: FeedPagingInput }>,
  reply: FastifyReply,
  key: string,
  load: () => Promise<Tagged<ResponsePage>>,
  readAfter?: ReadAfter,
): Promise<ResponsePage> {
  const number = request.query.page;
  const cached = await readCached(
    app,
    reply,
    number === 1 ? key : `${key}&page=${number}`,
    load,
    cacheForPage(app, number),
  );
  const viewer = request.user;
  if (!viewer) return sendCached(request, reply, cached);
  const shown = readAfter ? await hideFromViewer(app, viewer.id, cached.value, readAfter) : cached.value;
  const { responses } = shown;
  const liked = await keptLikedAmong(
    app,
    viewer.id,
    responses.map((response) => response.id),
  );
  if (liked.size === 0 && shown === cached.value) return sendCached(request, reply, cached);
  const page: ResponsePage = {
    ...shown,
    responses: responses.map((response) =>
      liked.has(response.id) ? { ...response, isLiked: true } : response,
    ),
  };
  reply.header('cache-control', 'private, no-cache');
  return sendJson(request, reply, JSON.stringify(page));
}
