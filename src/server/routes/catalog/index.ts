/**
 * The catalog searches of the pickers and the artist browser: /api/spotify/..., /api/tmdb/... and
 * /api/sportsdb/... (registered under /api alone, so each call keeps its full path). Open to visitors and
 * limited per IP address; provider keys stay on the server.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getCatalogImage,
  searchArtists,
  searchAthletes,
  searchMovies,
  searchTvShows,
} from '../../../shared/api/catalog.js';
import { createCatalog } from '../../catalog/catalog.js';
import { catalogImageHosts, isCatalogImage } from '../../catalog/image-hosts.js';
import { badRequest, notFound } from '../../lib/http-error.js';
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
  await catalogImageRoutes(app);
}

/** How many picker pictures one IP may ask for, per catalog search it may make: a page of results each. */
const IMAGES_PER_SEARCH = 20;

/** GET /api/catalog/image?src=: a provider's picture served from our origin (docs/decisions/083). */
export async function catalogImageRoutes(app: FastifyInstance): Promise<void> {
  const hosts = catalogImageHosts(app.config);
  route(
    app,
    getCatalogImage,
    {
      access: 'public',
      preValidation: (request: FastifyRequest) =>
        consumeRateLimits(app.db, [
          {
            key: `catalog-image:ip:${request.ip}`,
            max: app.config.RATE_LIMIT_CATALOG_PER_IP * IMAGES_PER_SEARCH,
            windowSeconds: app.config.RATE_LIMIT_WINDOW_SECONDS,
          },
        ]),
    },
    async (request, reply) => {
      const { src } = request.query;
      if (!isCatalogImage(src, hosts)) throw badRequest('Not a catalog picture');
      // Fetched once for every member (remote_images is keyed by the address); later asks find the copy.
      const state = await app.remoteImages.settleNow(src);
      if (state.status !== 'ready') throw notFound('Picture not available');
      reply.header('Cache-Control', 'public, max-age=86400');
      return reply.redirect(state.localPath, 302);
    },
  );
}
