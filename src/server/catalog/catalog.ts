/**
 * The catalog service: picks who answers each kind (the live provider when its keys are set, else the
 * offline catalog), caches live answers, and answers a provider's failure with the offline catalog's matches,
 * marked `liveFailed` so the picker says so and offers to try the live search again (issue 20).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { type HttpOptions, ProviderError } from './http.js';
import { LruCache } from './lru-cache.js';
import { OFFLINE_LIMIT, OfflineCatalog } from './offline-search.js';
import { SportsDbClient } from './sportsdb.js';
import { SpotifyClient } from './spotify.js';
import { fold } from './text.js';
import { TmdbClient } from './tmdb.js';
import type {
  CatalogArtist,
  CatalogAthlete,
  CatalogMovie,
  CatalogPage,
  CatalogSource,
  CatalogTvShow,
} from './types.js';

export const CACHE_MAX_ENTRIES = 500;
export const CACHE_TTL_MS = 10 * 60_000;

export type CatalogResult<T> = CatalogPage<T> & {
  source: CatalogSource;
  /** The live provider failed just now: these are the offline catalog's matches instead. */
  liveFailed?: boolean;
};

export interface Catalog {
  searchArtists(query: string, limit: number): Promise<CatalogResult<CatalogArtist>>;
  searchMovies(query: string): Promise<CatalogResult<CatalogMovie>>;
  searchTvShows(query: string): Promise<CatalogResult<CatalogTvShow>>;
  searchAthletes(query: string): Promise<CatalogResult<CatalogAthlete>>;
}

export type CatalogConfig = Pick<
  Config,
  | 'SPOTIFY_CLIENT_ID'
  | 'SPOTIFY_CLIENT_SECRET'
  | 'SPOTIFY_ACCOUNTS_URL'
  | 'SPOTIFY_API_URL'
  | 'TMDB_API_KEY'
  | 'TMDB_API_URL'
  | 'TMDB_IMAGE_URL'
  | 'SPORTSDB_API_KEY'
  | 'SPORTSDB_API_URL'
>;

export interface CatalogOptions extends HttpOptions {
  offline?: OfflineCatalog;
  cache?: { maxEntries?: number; ttlMs?: number; now?: () => number };
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** The cache key's query: folded (case and accents), whitespace collapsed. */
export const cacheQuery = (query: string) => fold(query).replace(/\s+/g, ' ').trim();

export function createCatalog(config: CatalogConfig, options: CatalogOptions = {}): Catalog {
  const http: HttpOptions = { timeoutMs: options.timeoutMs, maxRetryWaitMs: options.maxRetryWaitMs };
  const offline = options.offline ?? new OfflineCatalog();
  const spotify =
    config.SPOTIFY_CLIENT_ID && config.SPOTIFY_CLIENT_SECRET
      ? new SpotifyClient({
          ...http,
          clientId: config.SPOTIFY_CLIENT_ID,
          clientSecret: config.SPOTIFY_CLIENT_SECRET,
          accountsUrl: config.SPOTIFY_ACCOUNTS_URL,
          apiUrl: config.SPOTIFY_API_URL,
        })
      : null;
  const tmdb = config.TMDB_API_KEY
    ? new TmdbClient({
        ...http,
        apiKey: config.TMDB_API_KEY,
        apiUrl: config.TMDB_API_URL,
        imageUrl: config.TMDB_IMAGE_URL,
      })
    : null;
  const sportsdb = config.SPORTSDB_API_KEY
    ? new SportsDbClient({ ...http, apiKey: config.SPORTSDB_API_KEY, apiUrl: config.SPORTSDB_API_URL })
    : null;

  const cache = new LruCache<CatalogPage<unknown>>({
    maxEntries: options.cache?.maxEntries ?? CACHE_MAX_ENTRIES,
    ttlMs: options.cache?.ttlMs ?? CACHE_TTL_MS,
    now: options.cache?.now,
  });
  // Identical searches in flight share one provider request.
  const inFlight = new Map<string, Promise<CatalogPage<unknown>>>();

  /** A live answer from the cache when it holds enough, else from the provider (then cached). */
  async function live<T>(
    source: Exclude<CatalogSource, 'offline'>,
    kind: string,
    query: string,
    fetchPage: () => Promise<CatalogPage<T>>,
    /** The offline catalog's matches, answered (never cached) when the provider fails. */
    fallback: () => Promise<CatalogPage<T>>,
    /** Artists: how many are asked for (a cached shorter list does not answer a longer limit). */
    limit?: number,
  ): Promise<CatalogResult<T>> {
    const key = `${source}:${kind}:${cacheQuery(query)}`;
    const enough = (page: CatalogPage<unknown>) =>
      limit === undefined || page.items.length >= Math.min(limit, page.total);
    const cached = cache.get(key) as CatalogPage<T> | undefined;
    if (cached && enough(cached)) return { ...cached, source };
    const flightKey = limit === undefined ? key : `${key}:${limit}`;
    let pending = inFlight.get(flightKey) as Promise<CatalogPage<T>> | undefined;
    if (!pending) {
      pending = fetchPage().finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, pending as Promise<CatalogPage<unknown>>);
    }
    try {
      const page = await pending;
      const kept = cache.get(key);
      if (!kept || kept.items.length <= page.items.length) cache.set(key, page);
      return { ...page, source };
    } catch (error) {
      if (error instanceof ProviderError) {
        options.log?.warn(
          { provider: error.provider, status: error.status, reason: error.reason },
          error.message,
        );
        return { ...(await fallback()), source: 'offline', liveFailed: true };
      }
      throw error;
    }
  }

  const offlineResult = async <T>(page: Promise<CatalogPage<T>>): Promise<CatalogResult<T>> => ({
    ...(await page),
    source: 'offline',
  });

  return {
    async searchArtists(query, limit) {
      if (!spotify) return offlineResult(offline.searchArtists(query, limit));
      // One entry per query: a longer list answers a shorter limit too.
      const result = await live(
        'spotify',
        'artists',
        query,
        () => spotify.searchArtists(query, limit),
        () => offline.searchArtists(query, limit),
        limit,
      );
      return { ...result, items: result.items.slice(0, limit) };
    },
    searchMovies(query) {
      if (!tmdb) return offlineResult(offline.searchMovies(query, OFFLINE_LIMIT));
      return live(
        'tmdb',
        'movies',
        query,
        () => tmdb.searchMovies(query),
        () => offline.searchMovies(query, OFFLINE_LIMIT),
      );
    },
    searchTvShows(query) {
      if (!tmdb) return offlineResult(offline.searchTvShows(query, OFFLINE_LIMIT));
      return live(
        'tmdb',
        'tv',
        query,
        () => tmdb.searchTvShows(query),
        () => offline.searchTvShows(query, OFFLINE_LIMIT),
      );
    },
    searchAthletes(query) {
      if (!sportsdb) return offlineResult(offline.searchAthletes(query, OFFLINE_LIMIT));
      return live(
        'sportsdb',
        'athletes',
        query,
        () => sportsdb.searchAthletes(query),
        () => offline.searchAthletes(query, OFFLINE_LIMIT),
      );
    },
  };
}
