/** GET /api/search?q&type&page&limit (spec section 7 Other), mounted at /api/search; open to visitors. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuery } from '../../../shared/schemas/social.js';
import { presentSearch } from '../../presenters/search.js';
import { search } from '../../services/search/search.js';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { querystring: searchQuery } }, async (request) => {
    return presentSearch(await search(app.db, request.query));
  });
};
