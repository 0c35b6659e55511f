import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ProviderTestServer,
  SPORTSDB_KEY,
  SPOTIFY_CLIENT,
  sportsdbPlayer,
  spotifyArtist,
  TMDB_KEY,
} from '../../test/catalog-providers.js';
import { createTestContext, type TestContext } from '../../test/context.js';

const server = new ProviderTestServer();
let ctx: TestContext;

beforeAll(async () => {
  const url = await server.start();
  server.spotifyArtists = Array.from({ length: 35 }, (_, i) => spotifyArtist(i + 1));
  server.tmdbMovies = [
    {
      id: 238,
      title: 'The Godfather',
      poster_path: '/godfather.jpg',
      release_date: '1972-03-14',
      vote_average: 8.7,
      vote_count: 21000,
      overview: 'The Corleone family.',
    },
  ];
  server.tmdbTvShows = [
    {
      id: 1396,
      name: 'Breaking Bad',
      poster_path: null,
      first_air_date: '2008-01-20',
      vote_average: 8.9,
      vote_count: 13000,
      overview: 'A chemistry teacher.',
    },
  ];
  server.sportsdbPlayers = [sportsdbPlayer()];
  ctx = await createTestContext({
    SPOTIFY_CLIENT_ID: SPOTIFY_CLIENT.id,
    SPOTIFY_CLIENT_SECRET: SPOTIFY_CLIENT.secret,
    SPOTIFY_ACCOUNTS_URL: url,
    SPOTIFY_API_URL: url,
    TMDB_API_KEY: TMDB_KEY,
    TMDB_API_URL: url,
    TMDB_IMAGE_URL: `${url}/t/p`,
    SPORTSDB_API_KEY: SPORTSDB_KEY,
    SPORTSDB_API_URL: url,
  });
});
afterAll(async () => {
  await ctx.close();
  await server.close();
});
beforeEach(() => server.reset());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const secrets = [SPOTIFY_CLIENT.secret, SPOTIFY_CLIENT.id, TMDB_KEY, SPORTSDB_KEY, 'BQD-test-token'];

describe('GET /api/spotify/search/artists (Spotify)', () => {
  it('answers 20 artists by default, paging Spotify by 10, with the total and the source', async () => {
    const res = await get('/api/spotify/search/artists?query=pop');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.source).toBe('spotify');
    expect(body.pagination).toEqual({ total: 35 });
    expect(body.artists).toHaveLength(20);
    expect(Object.keys(body.artists[0]).sort()).toEqual(
      ['followers', 'genres', 'id', 'images', 'name', 'popularity', 'spotifyUrl'].sort(),
    );
    expect(server.requestsTo('/v1/search').map((r) => r.query.get('offset'))).toEqual(['0', '10']);
  });

  it('answers up to 50 for the artist browser', async () => {
    const res = await get('/api/spotify/search/artists?query=rock&limit=50');
    expect(res.json().artists).toHaveLength(35);
  });

  it.each(['0', '51', 'ten', '2.5'])('refuses limit=%s with 400', async (limit) => {
    const res = await get(`/api/spotify/search/artists?query=pop&limit=${limit}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Limit must be a whole number from 1 to 50' });
  });

  it('answers the offline catalog’s matches, marked liveFailed, when Spotify fails', async () => {
    server.fail(
      '/v1/search',
      { status: 503, statusText: 'Service Unavailable', headers: { 'Retry-After': '0' } },
      2,
    );
    const res = await get('/api/spotify/search/artists?query=eminem');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.source).toBe('offline');
    expect(body.liveFailed).toBe(true);
    expect(body.artists[0].name).toBe('Eminem');
    // Not cached: the next search asks Spotify again, and says so when it answers.
    const again = await get('/api/spotify/search/artists?query=eminem');
    expect(again.json().source).toBe('spotify');
    expect(again.json().liveFailed).toBe(false);
  });
});

describe('GET /api/tmdb/movies/search and /api/tmdb/tv/search (TMDB)', () => {
  it('answers movies with the spec fields and the source', async () => {
    const res = await get('/api/tmdb/movies/search?query=godfather');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      movies: [
        {
          id: '238',
          title: 'The Godfather',
          posterUrl: `${server.url}/t/p/w342/godfather.jpg`,
          releaseDate: '1972-03-14',
          rating: 8.7,
          overview: 'The Corleone family.',
          tmdbUrl: 'https://www.themoviedb.org/movie/238',
        },
      ],
      source: 'tmdb',
      liveFailed: false,
    });
  });

  it('answers TV shows', async () => {
    const res = await get('/api/tmdb/tv/search?query=breaking');
    expect(res.json()).toMatchObject({
      tvShows: [{ id: '1396', name: 'Breaking Bad', posterUrl: null }],
      source: 'tmdb',
    });
  });

  it('answers the offline catalog’s TV shows, marked liveFailed, when TMDB fails', async () => {
    server.fail('/3/search/tv', { status: 500, headers: { 'Retry-After': '0' } }, 2);
    const res = await get('/api/tmdb/tv/search?query=breaking%20bad');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ source: 'offline', liveFailed: true });
    expect(res.json().tvShows[0].name).toBe('Breaking Bad');
  });
});

describe('GET /api/sportsdb/athletes/search (TheSportsDB)', () => {
  it('answers athletes with the spec fields and the source', async () => {
    const res = await get('/api/sportsdb/athletes/search?query=michael%20jordan');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.source).toBe('sportsdb');
    expect(Object.keys(body.athletes[0]).sort()).toEqual(
      [
        'birthDate',
        'description',
        'id',
        'imageUrl',
        'name',
        'nationality',
        'position',
        'sport',
        'sportsdbUrl',
        'team',
        'website',
      ].sort(),
    );
  });
});

describe('every catalog search', () => {
  const paths = [
    '/api/spotify/search/artists',
    '/api/tmdb/movies/search',
    '/api/tmdb/tv/search',
    '/api/sportsdb/athletes/search',
  ];

  it.each(paths)('%s refuses a blank query with 400 and never asks the provider', async (path) => {
    for (const query of ['', '?query=', '?query=%20%20%09']) {
      const res = await get(`${path}${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Search query is required' });
    }
    expect(server.requests).toHaveLength(0);
  });

  it.each(paths)('%s never sends a provider key or token to the browser', async (path) => {
    const ok = await get(`${path}?query=jordan`);
    server.fail('/v1/search', { status: 500 }, 2);
    server.fail('/3/search/movie', { status: 500 }, 2);
    server.fail('/3/search/tv', { status: 500 }, 2);
    server.fail(`/api/v1/json/${SPORTSDB_KEY}/searchplayers.php`, { status: 500 }, 2);
    const failed = await get(`${path}?query=failing`);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().liveFailed).toBe(true);
    for (const res of [ok, failed]) {
      for (const secret of secrets) expect(res.body).not.toContain(secret);
    }
  });

  it('answers a repeated search from the cache', async () => {
    await get('/api/tmdb/movies/search?query=Heat');
    await get('/api/tmdb/movies/search?query=heat');
    expect(server.requestsTo('/3/search/movie')).toHaveLength(1);
  });
});
