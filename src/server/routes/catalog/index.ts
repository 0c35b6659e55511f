/**
 * The catalog searches of the pickers and the artist browser: /api/spotify/..., /api/tmdb/... and
 * /api/sportsdb/... (registered under /api alone, so each call keeps its full path). Open to visitors and
 * limited per IP address; provider keys stay on the server.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { searchArtists, searchAthletes, searchMovies, searchTvShows } from '../../../shared/api/catalog.js';
import { createCatalog } from '../../catalog/catalog.js';
import {
  presentArtistSearch,
  presentAthleteSearch,
  presentMovieSearch,
  presentTvShowSearch,
} from '../../presenters/catalog.js';
import { consumeRateLimits } from '../../services/rate-limit.js';
import { type RouteOptions, route } from '../route.js';

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  // One catalog per app: its token and cache outlive the requests.
  const catalog = createCatalog(app.config, { log: app.log });
  // Counted before the query is checked, so malformed searches spend the budget too.
  const options: RouteOptions = {
    access: 'public',
    preValidation: (request: FastifyRequest) =>
      consumeRateLimits(app.db, [
        {
          key: `catalog:ip:${request.ip}`,
          max: app.config.RATE_LIMIT_CATALOG_PER_IP,
          windowSeconds: app.config.RATE_LIMIT_WINDOW_SECONDS,
        },
      ]),
  };

  route(app, searchArtists, options, async (request) =>
    presentArtistSearch(await catalog.searchArtists(request.query.query, request.query.limit)),
  );
  route(app, searchMovies, options, async (request) =>
    presentMovieSearch(await catalog.searchMovies(request.query.query)),
  );
  route(app, searchTvShows, options, async (request) =>
    presentTvShowSearch(await catalog.searchTvShows(request.query.query)),
  );
  route(app, searchAthletes, options, async (request) =>
    presentAthleteSearch(await catalog.searchAthletes(request.query.query)),
  );
}
