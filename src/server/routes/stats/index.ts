/** /api/stats: the member count and community goals for the home banner. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberStats } from '../../../shared/types.js';
import { memberStats } from '../../services/stats/member-stats.js';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users', async (): Promise<MemberStats> => memberStats(app.db));
};
