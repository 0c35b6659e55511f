/**
 * GET /api/users/:username/twins: "people who rank like you", the member's taste twins as the background job
 * stored them (decision 105), read in constant time. Members blocked either way (by the member or by the
 * viewer) never appear, nor does the viewer themself.
 */
import type { FastifyInstance } from 'fastify';
import { getTasteTwins } from '../../../shared/api/users.js';
import { presentUserSummary } from '../../presenters/user.js';
import { readTwins } from '../../services/twins/read-twins.js';
import { requireUserByUsername } from '../../services/users/find-user.js';
import { route } from '../route.js';

export async function twinRoutes(app: FastifyInstance): Promise<void> {
  route(app, getTasteTwins, { access: 'public' }, async (request) => {
    const owner = await requireUserByUsername(app.db, request.params.username);
    const viewerId = request.user?.id ?? null;
    const rows = await readTwins(app.db, owner.id, viewerId);
    // None kept yet for the member reading their own (their lists predate the job): found in the background.
    if (rows.length === 0 && viewerId === owner.id) app.twinRefresher.request(owner.id);
    return {
      twins: rows.map((row) => ({
        user: presentUserSummary(row),
        agreement: Math.round(row.score * 100),
        sharedQuestions: row.sharedQuestions,
        isFollowing: row.isFollowing,
      })),
    };
  });
}
