/**
 * GET /api/users/:username/compare: the signed-in member's Top 5s beside that member's. Each page of a pair
 * is kept for that member (decision 042): every change of either member's responses (new, edited, made
 * private, hidden, deleted) or of their rows notifies their `user:<id>`, a question's title its own topic.
 */
import type { FastifyInstance } from 'fastify';
import { compareWithUser } from '../../../shared/api/users.js';
import { canCompareWith } from '../../../shared/policies/user.js';
import { servePrivately } from '../../cache/serve-cached.js';
import { questionTopic, userTopic } from '../../cache/topics.js';
import { badRequest } from '../../lib/http-error.js';
import { requireUser } from '../../plugins/session.js';
import { presentCompareResult } from '../../presenters/profile.js';
import { COMPARE_SELF, compareMembers } from '../../services/compare/compare.js';
import { requireUserByUsername } from '../../services/users/find-user.js';
import { route } from '../route.js';

export async function compareRoutes(app: FastifyInstance): Promise<void> {
  route(app, compareWithUser, { access: 'member' }, async (request, reply) => {
    const me = requireUser(request);
    const { username } = request.params;
    const { page, limit } = request.query;
    const key = `compare/${me.id}/${username.toLowerCase()}?page=${page}&limit=${limit}`;
    return servePrivately(app, request, reply, key, async () => {
      const them = await requireUserByUsername(app.db, username);
      if (!canCompareWith(me, them)) throw badRequest(COMPARE_SELF);
      const result = await compareMembers(app.db, me.id, them.id, request.query);
      return {
        value: presentCompareResult(me, them, result, request.query),
        topics: [
          userTopic(me.id),
          userTopic(them.id),
          ...result.questions.map((compared) => questionTopic(compared.questionId)),
        ],
      };
    });
  });
}
