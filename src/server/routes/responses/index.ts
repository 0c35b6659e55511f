/** /api/responses: the site's recent responses (likes, comments and reports come with their issue). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResponsePage } from '../../../shared/types.js';
import { presentResponse } from '../../presenters/response.js';
import { listRecentResponses } from '../../services/answers/list-responses.js';
import { pagingQuery } from '../../../shared/schemas/paging.js';
import { pagination } from '../../lib/paging.js';

export const responseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/recent', { schema: { querystring: pagingQuery(10) } }, async (request): Promise<ResponsePage> => {
    const { page, limit } = request.query;
    const found = await listRecentResponses(app.db, request.user?.id ?? null, { page, limit });
    return {
      responses: found.rows.map(presentResponse),
      pagination: pagination({ page, limit }, found.total),
    };
  });
};
