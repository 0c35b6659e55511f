/** /api/responses: the site's recent responses (likes, comments and reports are in the social routes). */
import type { FastifyInstance } from 'fastify';
import { getRecentResponses } from '../../../shared/api/responses.js';
import { pagination } from '../../lib/paging.js';
import { presentResponse } from '../../presenters/response.js';
import { listRecentResponses } from '../../services/answers/list-responses.js';
import { route } from '../route.js';

export async function responseRoutes(app: FastifyInstance): Promise<void> {
  route(app, getRecentResponses, { access: 'public' }, async (request) => {
    const { page, limit } = request.query;
    const found = await listRecentResponses(app.db, request.user?.id ?? null, { page, limit });
    return {
      responses: found.rows.map(presentResponse),
      pagination: pagination({ page, limit }, found.total),
    };
  });
}
