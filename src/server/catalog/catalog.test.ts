import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import {
  ProviderTestServer,
  SPORTSDB_KEY,
  SPOTIFY_CLIENT,
  sportsdbPlayer,
  spotifyArtist,
  TMDB_KEY,
} from '../test/catalog-providers.js';
import { type CatalogConfig, createCatalog } from './catalog.js';
import { LruCache } from './lru-cache.js';
import { OfflineCatalog } from './offline-search.js';

const server = new ProviderTestServer();
let live: CatalogConfig;
const offline = new OfflineCatalog({
  data: {
    artists: [{ id: 'a-beyonce', name: 'Beyoncé', genres: ['pop'], popularity: null, followers: null }],
    movies: [{ id: 'm-godfather', title: 'The Godfather', releaseDate: '1972', rating: null, overview: '' }],
    tvShows: [{ id: 't-lost', name: 'Lost', firstAirDate: '2004-09-22', rating: null, overview: '' }],
    athletes: [],
  },
});

beforeAll(async () => {
  const url = await server.start();
  live = {
    ...loadConfig({}),
    SPOTIFY_CLIENT_ID: SPOTIFY_CLIENT.id,
    SPOTIFY_CLIENT_SECRET: SPOTIFY_CLIENT.secret,
    SPOTIFY_ACCOUNTS_URL: url,
    SPOTIFY_API_URL: url,
    TMDB_API_KEY: TMDB_KEY,
    TMDB_API_URL: url,
    SPORTSDB_API_KEY: SPORTSDB_KEY,
    SPORTSDB_API_URL: url,
  };
  server.spotifyArtists = Array.from({ length: 60 }, (_, i) => spotifyArtist(i + 1));
  server.tmdbMovies = [
    {
      id: 238,
      title: 'The Godfather',
      poster_path: null,
      release_date: '1972-03-14',
      vote_average: 8.7,
      vote_count: 9,
      overview: '',
    },
  ];
  server.sportsdbPlayers = [sportsdbPlayer()];
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const searches = () => server.requests.filter((r) => r.path !== '/api/token');

describe('catalog: who answers', () => {
  it('uses the offline catalog for every kind when no key is set', async () => {
    const catalog = createCatalog(loadConfig({}), { offline });
    const artists = await catalog.searchArtists('beyonce', 20);
    expect(artists).toMatchObject({ source: 'offline', total: 1, items: [{ name: 'Beyoncé' }] });
    expect((await catalog.searchMovies('godf')).source).toBe('offline');
    expect((await catalog.searchTvShows('x')).source).toBe('offline');
    expect((await catalog.searchAthletes('x')).source).toBe('offline');
    expect(server.requests).toHaveLength(0);
  });

  it('uses each live provider whose keys are set, and offline for the rest', async () => {
    const catalog = createCatalog(
      { ...live, SPOTIFY_CLIENT_SECRET: undefined, SPORTSDB_API_KEY: undefined },
      { offline },
    );
    expect((await catalog.searchArtists('beyonce', 20)).source).toBe('offline');
    expect((await catalog.searchMovies('godfather')).source).toBe('tmdb');
    expect((await catalog.searchAthletes('jordan')).source).toBe('offline');
    expect(searches().map((r) => r.path)).toEqual(['/3/search/movie']);
  });

  it('names the live provider that answered', async () => {
    const catalog = createCatalog(live, { offline });
    expect(await catalog.searchArtists('pop', 20)).toMatchObject({ source: 'spotify', total: 60 });
    expect((await catalog.searchTvShows('anything')).source).toBe('tmdb');
    expect(await catalog.searchAthletes('jordan')).toMatchObject({
      source: 'sportsdb',
      items: [{ name: 'Michael Jordan' }],
    });
  });
});

describe('catalog: cache', () => {
  it('answers a second identical search from the cache, however it is cased or accented', async () => {
    const catalog = createCatalog(live, { offline });
    const first = await catalog.searchMovies('The Godfather');
    const second = await catalog.searchMovies('  the  GODFÄTHER ');
    expect(second).toEqual(first);
    expect(searches()).toHaveLength(1);
  });

  it('keeps providers and kinds apart', async () => {
    const catalog = createCatalog(live, { offline });
    await catalog.searchMovies('godfather');
    await catalog.searchTvShows('godfather');
    expect(searches().map((r) => r.path)).toEqual(['/3/search/movie', '/3/search/tv']);
  });

  it('answers a shorter artist list from a longer one, but not the other way round', async () => {
    const catalog = createCatalog(live, { offline });
    await catalog.searchArtists('pop', 20);
    expect(searches()).toHaveLength(2);
    const fifty = await catalog.searchArtists('pop', 50);
    expect(fifty.items).toHaveLength(50);
    expect(searches()).toHaveLength(7);
    const twenty = await catalog.searchArtists('pop', 20);
    expect(twenty.items).toHaveLength(20);
    expect(searches()).toHaveLength(7);
  });

  it('asks again once an answer is older than its time to live', async () => {
    let now = 1_000_000;
    const catalog = createCatalog(live, { offline, cache: { ttlMs: 60_000, now: () => now } });
    await catalog.searchAthletes('jordan');
    now += 59_000;
    await catalog.searchAthletes('jordan');
    expect(searches()).toHaveLength(1);
    now += 2_000;
    await catalog.searchAthletes('jordan');
    expect(searches()).toHaveLength(2);
  });

  it('shares one provider request between identical searches made at once', async () => {
    const catalog = createCatalog(live, { offline });
    await Promise.all([
      catalog.searchMovies('alien'),
      catalog.searchMovies('Alien'),
      catalog.searchMovies('alien '),
    ]);
    expect(searches()).toHaveLength(1);
  });

  it('does not keep failures: the next search asks again', async () => {
    const catalog = createCatalog(live, { offline });
    server.fail('/3/search/movie', { status: 500, headers: { 'Retry-After': '0' } }, 2);
    expect(await catalog.searchMovies('heat')).toMatchObject({ source: 'offline', liveFailed: true });
    expect((await catalog.searchMovies('heat')).source).toBe('tmdb');
    expect(searches()).toHaveLength(3);
  });
});

describe('catalog: provider failures', () => {
  it('answers the offline matches when a provider never answers, and logs why', async () => {
    server.hanging.add('/3/search/tv');
    const warnings: string[] = [];
    const log = { warn: ((_fields: object, message: string) => void warnings.push(message)) as never };
    const catalog = createCatalog(live, { offline, timeoutMs: 200, log });
    const result = await catalog.searchTvShows('lost');
    expect(result).toMatchObject({ source: 'offline', liveFailed: true });
    expect(result.items.map((show) => show.name)).toEqual(['Lost']);
    expect(warnings).toEqual(['TMDB search failed: no answer within 0.2 seconds']);
  });

  it('answers the offline artists when Spotify fails, and logs its status and status text', async () => {
    server.fail(
      '/v1/search',
      { status: 503, statusText: 'Service Unavailable', headers: { 'Retry-After': '0' } },
      2,
    );
    const warnings: string[] = [];
    const log = { warn: ((_fields: object, message: string) => void warnings.push(message)) as never };
    const result = await createCatalog(live, { offline, log }).searchArtists('beyonce', 20);
    expect(result).toMatchObject({ source: 'offline', liveFailed: true });
    expect(result.items[0].name).toBe('Beyoncé');
    expect(warnings).toEqual(['Spotify search failed: 503 Service Unavailable']);
  });
});

describe('LruCache', () => {
  it('drops the least recently used entry when full', () => {
    const cache = new LruCache<number>({ maxEntries: 2, ttlMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });
});
