/**
 * Likes, comments and reports on responses (docs/product.md section 7), mounted at /api beside the responses
 * routes: /api/responses/:id/{toggle-like,likes,comments,report} and /api/comments/:id.
 */
import type { FastifyInstance } from 'fastify';
import {
  addComment,
  deleteComment,
  editComment,
  getComments,
  getLikers,
  reportResponse,
  toggleLike,
} from '../../../shared/api/social.js';
import { canDeleteComment, canEditComment } from '../../../shared/policies/comment.js';
import { isFirstPage } from '../../cache/feed-pages.js';
import { PEOPLE_TOPIC, readAsVisitor, responseTopic, sendCached } from '../../cache/serve-cached.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { feedPagination } from '../../lib/keyset.js';
import { requireUser } from '../../plugins/session.js';
import { presentComment } from '../../presenters/comment.js';
import { presentLikers, presentToggleLike } from '../../presenters/like.js';
import * as comments from '../../services/comments/comments.js';
import { listLikers } from '../../services/likes/likers.js';
import { likeWriter } from '../../services/likes/toggle-like.js';
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
    // Likes of one response share a transaction and its commit with the likes queued beside them.
    const state = await app.writes.run(likeWriter, `like:${id}`, {
      responseId: id,
      actor,
      like: request.body.like,
    });
    return presentToggleLike(state);
  });

  route(app, getLikers, { access: 'public' }, async (request, reply) => {
    const { id } = request.params;
    const { cursor } = request.query;
    if (cursor) return presentLikers(await listLikers(app.db, id, request.user, cursor));
    // What visitors see of the first page is kept; it is what members see too, unless only they may see it.
    const cached = await readAsVisitor(app, request, reply, `likers/${id}`, async () => ({
      value: presentLikers(await listLikers(app.db, id, null)),
      topics: [responseTopic(id), PEOPLE_TOPIC],
    }));
    if (cached) return sendCached(request, reply, cached);
    return presentLikers(await listLikers(app.db, id, request.user));
  });

  route(app, getComments, { access: 'public' }, async (request, reply) => {
    const { id } = request.params;
    const read = async (viewer: typeof request.user) => {
      const page = await comments.listComments(app.db, id, viewer, request.query);
      return {
        comments: page.rows.map(presentComment),
        pagination: feedPagination(request.query, page.total, page.nextCursor),
      };
    };
    if (!isFirstPage(request.query)) return read(request.user);
    // The first page as visitors see it is kept (decision 042). A comment added or deleted moves the
    // response's stored count, which notifies its topic (as does a change of who may see it); 'people'
    // names the commenters.
    const key = `comments/${id}?limit=${request.query.limit}`;
    const cached = await readAsVisitor(app, request, reply, key, async () => ({
      value: await read(null),
      topics: [responseTopic(id), PEOPLE_TOPIC],
    }));
    if (cached) return sendCached(request, reply, cached);
    return read(request.user);
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
