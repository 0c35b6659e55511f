/** GET /api/users/:username/compare: the signed-in member's Top 5s beside that member's. */
import type { FastifyInstance } from 'fastify';
import { compareWithUser } from '../../../shared/api/users.js';
import { canCompareWith } from '../../../shared/policies/user.js';
import { badRequest } from '../../lib/http-error.js';
import { requireUser } from '../../plugins/session.js';
import { presentCompareResult } from '../../presenters/profile.js';
import { COMPARE_SELF, compareMembers } from '../../services/compare/compare.js';
import { requireUserByUsername } from '../../services/users/find-user.js';
import { route } from '../route.js';

export async function compareRoutes(app: FastifyInstance): Promise<void> {
  route(app, compareWithUser, { access: 'member' }, async (request) => {
    const me = requireUser(request);
    const them = await requireUserByUsername(app.db, request.params.username);
    if (!canCompareWith(me, them)) throw badRequest(COMPARE_SELF);
    const result = await compareMembers(app.db, me.id, them.id, request.query);
    return presentCompareResult(me, them, result, request.query);
  });
}
