/**
 * GET /api/search?q&type&page&limit (docs/product.md section 7 Other); open to visitors.
 */
import type { FastifyInstance } from 'fastify';
import { search as searchCall } from '../../../shared/api/search.js';
import { presentSearch } from '../../presenters/search.js';
import { search } from '../../services/search/search.js';
import { route } from '../route.js';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  route(app, searchCall, { access: 'public' }, async (request) =>
    presentSearch(await search(app.db, request.query)),
  );
}
