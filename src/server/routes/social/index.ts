/**
 * Likes, comments and reports on responses (spec section 7), mounted at /api beside the responses routes:
 * /api/responses/:id/{toggle-like,likes,comments,report} and /api/comments/:id.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentSchema, idParams, reportSchema, toggleLikeSchema } from '../../../shared/schemas/social.js';
import { requireUser } from '../../plugins/session.js';
import { presentComment } from '../../presenters/comment.js';
import { presentUserSummary } from '../../presenters/user.js';
import { addComment, deleteComment, listComments } from '../../services/comments/comments.js';
import { listLikers } from '../../services/likes/likers.js';
import { toggleLike } from '../../services/likes/toggle-like.js';
import { REPORT_MESSAGES, submitReport } from '../../services/reports/submit-report.js';
import { signedIn } from './signed-in.js';
import { limitMemberAction } from '../../services/rate-limit.js';

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/responses/:id/toggle-like',
    { ...signedIn, schema: { params: idParams, body: toggleLikeSchema } },
    async (request) => {
      const actor = requireUser(request);
      await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'like', actor.id);
      return toggleLike(app.db, { responseId: request.params.id, actor, like: request.body.like });
    },
  );

  app.get('/responses/:id/likes', { schema: { params: idParams } }, async (request) => {
    const { likers, total } = await listLikers(app.db, request.params.id, request.user);
    return { likers: likers.map(presentUserSummary), total };
  });

  app.get('/responses/:id/comments', { schema: { params: idParams } }, async (request) => {
    const comments = await listComments(app.db, request.params.id, request.user);
    return { comments: comments.map(presentComment) };
  });

  app.post(
    '/responses/:id/comments',
    { ...signedIn, schema: { params: idParams, body: commentSchema } },
    async (request, reply) => {
      const actor = requireUser(request);
      await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'comment', actor.id);
      const comment = await addComment(app.db, {
        responseId: request.params.id,
        actor,
        content: request.body.content,
      });
      return reply.code(201).send(presentComment(comment));
    },
  );

  app.delete('/comments/:id', { ...signedIn, schema: { params: idParams } }, async (request) => {
    const actor = requireUser(request);
    await deleteComment(app.db, { commentId: request.params.id, actor });
    return { message: 'Comment deleted' };
  });

  app.post(
    '/responses/:id/report',
    { ...signedIn, schema: { params: idParams, body: reportSchema } },
    async (request, reply) => {
      const reporter = requireUser(request);
      await limitMemberAction(app.db, app.config.RATE_LIMIT_ACTIONS_PER_HOUR, 'report', reporter.id);
      const { id } = await submitReport(app.db, { responseId: request.params.id, reporter, ...request.body });
      return reply.code(201).send({ message: REPORT_MESSAGES.submitted, id });
    },
  );
};
