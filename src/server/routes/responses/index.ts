/** /api/responses: the site's recent responses (likes, comments and reports are in the social routes). */
import type { FastifyInstance } from 'fastify';
import { getRecentResponses } from '../../../shared/api/responses.js';
import { feedPagination } from '../../lib/keyset.js';
import { presentResponse } from '../../presenters/response.js';
import { listRecentResponses } from '../../services/answers/list-responses.js';
import { route } from '../route.js';

export async function responseRoutes(app: FastifyInstance): Promise<void> {
  route(app, getRecentResponses, { access: 'public' }, async (request) => {
    const found = await listRecentResponses(app.db, request.user?.id ?? null, request.query);
    return {
      responses: found.rows.map(presentResponse),
      pagination: feedPagination(request.query, found.total, found.nextCursor),
    };
  });
}
