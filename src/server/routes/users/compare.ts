/** GET /api/users/:username/compare: the signed-in member's Top 5s beside that member's. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usernameParams } from '../../../shared/schemas/social.js';
import type { CompareResult } from '../../../shared/types.js';
import { requireUser } from '../../plugins/session.js';
import { presentUserSummary } from '../../presenters/user.js';
import { compareMembers } from '../../services/compare/compare.js';
import { signedIn } from '../social/signed-in.js';

export const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:username/compare', { ...signedIn, schema: { params: usernameParams } }, async (request) => {
    const me = requireUser(request);
    const { them, questions, overallScore } = await compareMembers(app.db, me, request.params.username);
    const result: CompareResult = {
      me: presentUserSummary(me),
      them: presentUserSummary(them),
      questions,
      overallScore,
      sharedQuestions: questions.length,
    };
    return result;
  });
};
