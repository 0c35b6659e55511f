/**
 * Likes, comments and reports on responses (docs/product.md section 7), mounted at /api beside the responses
 * routes: /api/responses/:id/{toggle-like,likes,comments,report} and /api/comments/:id.
 */
import type { FastifyInstance } from 'fastify';
import type { LikersResult } from '../../../shared/api/social.js';
import {
  addComment,
  deleteComment,
  editComment,
  getComments,
  getLikers,
  reportResponse,
  toggleLike,
} from '../../../shared/api/social.js';
import { LIKERS_SHOWN } from '../../../shared/constants.js';
import { canDeleteComment, canEditComment } from '../../../shared/policies/comment.js';
import { isFirstPage } from '../../cache/feed-pages.js';
import { keptHiddenMembers, withoutHidden } from '../../cache/hidden-members.js';
import { readAsVisitor, sendCached, sendJson } from '../../cache/serve-cached.js';
import { PEOPLE_TOPIC, responseTopic } from '../../cache/topics.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { feedPagination } from '../../lib/keyset.js';
import { requireUser } from '../../plugins/session.js';
import { presentComment } from '../../presenters/comment.js';
import { presentLikers, presentToggleLike } from '../../presenters/like.js';
import * as comments from '../../services/comments/comments.js';
import { listLikers } from '../../services/likes/likers.js';
import { queueLike } from '../../services/likes/toggle-like.js';
import { limitMemberAction } from '../../services/rate-limit.js';
import { REPORT_MESSAGES, submitReport } from '../../services/reports/submit-report.js';
import { route } from '../route.js';

export async function socialRoutes(app: FastifyInstance): Promise<void> {
  const limit = (action: 'like' | 'comment' | 'report', userId: number) =>
    limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, action, userId);

  route(app, toggleLike, { access: 'member' }, async (request) => {
    const actor = requireUser(request);
    await limit('like', actor.id);
    const { id } = request.params;
    // Queued with the other likes of this response: they share one statement and one commit.
    const state = await queueLike(app.writes, { responseId: id, actor, like: request.body.like });
    return presentToggleLike(state);
  });

  route(app, getLikers, { access: 'public' }, async (request, reply) => {
    const { id } = request.params;
    const { cursor } = request.query;
    // Members blocked either way leave the viewer's likers, topped up from those after them (decision 085);
    // the total stays the stored count.
    const hideBlocked = async (page: LikersResult): Promise<LikersResult> => {
      const { blocked } = await keptHiddenMembers(app, request.user?.id ?? null);
      const filled = await withoutHidden(
        { rows: page.likers, nextCursor: page.nextCursor },
        (liker) => liker.id,
        blocked,
        LIKERS_SHOWN,
        async (after, limit) => {
          const more = presentLikers(await listLikers(app.db, id, request.user, after, limit));
          return { rows: more.likers, nextCursor: more.nextCursor };
        },
      );
      if (filled.rows === page.likers) return page;
      return { ...page, likers: filled.rows, nextCursor: filled.nextCursor };
    };
    if (cursor) return hideBlocked(presentLikers(await listLikers(app.db, id, request.user, cursor)));
    // What visitors see of the first page is kept; it is what members see too, unless only they may see it.
    const cached = await readAsVisitor(app, request, reply, `likers/${id}`, async () => ({
      value: presentLikers(await listLikers(app.db, id, null)),
      topics: [responseTopic(id), PEOPLE_TOPIC],
    }));
    if (!cached) return hideBlocked(presentLikers(await listLikers(app.db, id, request.user)));
    if (!request.user) return sendCached(request, reply, cached);
    const shown = await hideBlocked(cached.value);
    if (shown === cached.value) return sendCached(request, reply, cached);
    reply.header('cache-control', 'private, no-cache');
    return sendJson(request, reply, JSON.stringify(shown));
  });

  route(app, getComments, { access: 'public' }, async (request, reply) => {
    const { id } = request.params;
    const read = async (viewer: typeof request.user, paging = request.query) => {
      const page = await comments.listComments(app.db, id, viewer, paging);
      return {
        comments: page.rows.map(presentComment),
        pagination: feedPagination(paging, page.total, page.nextCursor),
      };
    };
    type Page = Awaited<ReturnType<typeof read>>;
    // Comments of members blocked either way leave the viewer's page, topped up from those after it
    // (decision 070); the total stays the stored count.
    const hideBlocked = async (page: Page): Promise<Page> => {
      const { blocked } = await keptHiddenMembers(app, request.user?.id ?? null);
      const filled = await withoutHidden(
        { rows: page.comments, nextCursor: page.pagination.nextCursor },
        (comment) => comment.user.id,
        blocked,
        page.pagination.limit,
        async (cursor, limit) => {
          const more = await read(request.user, { ...request.query, cursor, limit });
          return { rows: more.comments, nextCursor: more.pagination.nextCursor };
        },
      );
      if (filled.rows === page.comments) return page;
      return { comments: filled.rows, pagination: { ...page.pagination, nextCursor: filled.nextCursor } };
    };
    if (!isFirstPage(request.query)) return hideBlocked(await read(request.user));
    // The first page as visitors see it is kept (decision 042). A comment added or deleted moves the
    // response's stored count, which notifies its topic (as does a change of who may see it); 'people'
    // names the commenters.
    const key = `comments/${id}?limit=${request.query.limit}`;
    const cached = await readAsVisitor(app, request, reply, key, async () => ({
      value: await read(null),
      topics: [responseTopic(id), PEOPLE_TOPIC],
    }));
    if (!cached) return hideBlocked(await read(request.user));
    if (!request.user) return sendCached(request, reply, cached);
    const shown = await hideBlocked(cached.value);
    if (shown === cached.value) return sendCached(request, reply, cached);
    reply.header('cache-control', 'private, no-cache');
    return sendJson(request, reply, JSON.stringify(shown));
  });

  route(app, addComment, { access: 'member' }, async (request, reply) => {
    const actor = requireUser(request);
    await limit('comment', actor.id);
    const row = await comments.addComment(app.db, {
      responseId: request.params.id,
      actor,
      content: request.body.content,
    });
    return reply.code(201).send(presentComment(row));
  });

  route(app, editComment, { access: 'member' }, async (request) => {
    const actor = requireUser(request);
    await limit('comment', actor.id);
    const comment = await comments.findComment(app.db, request.params.id);
    if (!comment) throw notFound(comments.COMMENT_MESSAGES.notFound);
    if (!canEditComment(actor, comment)) throw forbidden(comments.COMMENT_MESSAGES.notYoursToEdit);
    const row = await comments.editComment(app.db, comment, request.body.content);
    if (!row) throw notFound(comments.COMMENT_MESSAGES.notFound);
    return presentComment(row);
  });

  route(app, deleteComment, { access: 'member' }, async (request) => {
    const actor = requireUser(request);
    const comment = await comments.findComment(app.db, request.params.id);
    if (!comment) throw notFound(comments.COMMENT_MESSAGES.notFound);
    if (!canDeleteComment(actor, comment)) throw forbidden(comments.COMMENT_MESSAGES.notYours);
    await comments.deleteComment(app.db, comment);
    return { message: comments.COMMENT_MESSAGES.deleted };
  });

  route(app, reportResponse, { access: 'member' }, async (request, reply) => {
    const reporter = requireUser(request);
    await limit('report', reporter.id);
    const { id } = await submitReport(app.db, { responseId: request.params.id, reporter, ...request.body });
    return reply.code(201).send({ message: REPORT_MESSAGES.submitted, id });
  });
}
