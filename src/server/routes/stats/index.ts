/** /api/stats: the member count and community goals for the home banner. */
import type { FastifyInstance } from 'fastify';
import { getMemberStats } from '../../../shared/api/stats.js';
import { serveCached } from '../../cache/serve-cached.js';
import { STATS_TOPIC } from '../../cache/topics.js';
import { presentMemberStats } from '../../presenters/stats.js';
import { memberStats } from '../../services/stats/member-stats.js';
import { route } from '../route.js';

export async function statsRoutes(app: FastifyInstance): Promise<void> {
  route(app, getMemberStats, {}, async (request, reply) =>
    serveCached(app, request, reply, 'stats/users', [STATS_TOPIC], async () =>
      presentMemberStats(await memberStats(app.db)),
    ),
  );
}
