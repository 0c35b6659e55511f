/**
 * GET /api/users/:username/twins: "people who rank like you", the member's taste twins as the background job
 * stored them (decision 105), read in constant time and one statement. Members blocked either way (by the
 * member or by the viewer) never appear, nor does the viewer themself.
 */
import type { FastifyInstance } from 'fastify';
import { getTasteTwins } from '../../../shared/api/users.js';
import { notFound } from '../../lib/http-error.js';
import { presentUserSummary } from '../../presenters/user.js';
import { readTwins } from '../../services/twins/read-twins.js';
import { USER_NOT_FOUND } from '../../services/users/find-user.js';
import { route } from '../route.js';

export async function twinRoutes(app: FastifyInstance): Promise<void> {
  route(app, getTasteTwins, { access: 'public' }, async (request) => {
    const viewerId = request.user?.id ?? null;
    const found = await readTwins(app.db, request.params.username, viewerId);
    if (!found) throw notFound(USER_NOT_FOUND);
    // None kept yet for the member reading their own (their lists predate the job, or their answers' refresh
    // waits for a pause): found in the background, without putting off one that waits.
    if (found.twins.length === 0 && viewerId === found.ownerId) app.twinRefresher.requestOnce(found.ownerId);
    return {
      twins: found.twins.map((row) => ({
        user: presentUserSummary(row),
        agreement: Math.round(row.score * 100),
        sharedQuestions: row.sharedQuestions,
        isFollowing: row.isFollowing,
      })),
    };
  });
}
