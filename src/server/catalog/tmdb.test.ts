import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderTestServer, TMDB_BEARER, TMDB_KEY, type TmdbFixture } from '../test/catalog-providers.js';
import { isBearerToken, TmdbClient } from './tmdb.js';

const server = new ProviderTestServer();
let url: string;

const godfather: TmdbFixture = {
  id: 238,
  title: 'The Godfather',
  poster_path: '/3bhkrj58Vtu7enYsRolD1fZdja1.jpg',
  release_date: '1972-03-14',
  vote_average: 8.686,
  vote_count: 21000,
  overview:
    'Spanning the years 1945 to 1955, a chronicle of the fictional Italian-American Corleone crime family.',
};
const unreleased: TmdbFixture = {
  id: 999001,
  title: 'The Godfather: Untitled',
  poster_path: null,
  release_date: '',
  vote_average: 0,
  vote_count: 0,
  overview: '',
};
const breakingBad: TmdbFixture = {
  id: 1396,
  name: 'Breaking Bad',
  poster_path: '/ggFHVNu6YYI5L9pCfOacjizRGt.jpg',
  first_air_date: '2008-01-20',
  vote_average: 8.9,
  vote_count: 13000,
  overview: 'Walter White, a New Mexico chemistry teacher, is diagnosed with Stage III cancer.',
};

beforeAll(async () => {
  url = await server.start();
  server.tmdbMovies = [godfather, unreleased];
  server.tmdbTvShows = [breakingBad];
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const client = (apiKey: string, timeoutMs?: number) =>
  new TmdbClient({ apiKey, apiUrl: url, imageUrl: 'https://image.tmdb.org/t/p', timeoutMs });

describe('TMDB search', () => {
  it('searches movies with a v3 API key as the api_key parameter', async () => {
    const page = await client(TMDB_KEY).searchMovies('godfather');
    const [request] = server.requestsTo('/3/search/movie');
    expect(request.query.get('api_key')).toBe(TMDB_KEY);
    expect(request.query.get('query')).toBe('godfather');
    expect(request.headers.authorization).toBeUndefined();
    expect(page.total).toBe(2);
    expect(page.items[0]).toEqual({
      id: '238',
      title: 'The Godfather',
      posterUrl: 'https://image.tmdb.org/t/p/w342/3bhkrj58Vtu7enYsRolD1fZdja1.jpg',
      releaseDate: '1972-03-14',
      rating: 8.686,
      overview: godfather.overview,
      tmdbUrl: 'https://www.themoviedb.org/movie/238',
    });
  });

  it('gives null for a movie with no poster, no date and no votes', async () => {
    const page = await client(TMDB_KEY).searchMovies('godfather');
    expect(page.items[1]).toMatchObject({ posterUrl: null, releaseDate: null, rating: null, overview: '' });
  });

  it('searches TV shows with a read-access token as a bearer, never in the URL', async () => {
    const page = await client(TMDB_BEARER).searchTvShows('breaking');
    const [request] = server.requestsTo('/3/search/tv');
    expect(request.headers.authorization).toBe(`Bearer ${TMDB_BEARER}`);
    expect(request.query.has('api_key')).toBe(false);
    expect(page.items).toEqual([
      {
        id: '1396',
        name: 'Breaking Bad',
        posterUrl: 'https://image.tmdb.org/t/p/w342/ggFHVNu6YYI5L9pCfOacjizRGt.jpg',
        firstAirDate: '2008-01-20',
        rating: 8.9,
        overview: breakingBad.overview,
        tmdbUrl: 'https://www.themoviedb.org/tv/1396',
      },
    ]);
  });

  it('tells a read-access token (a JWT) from a v3 key', () => {
    expect(isBearerToken(TMDB_BEARER)).toBe(true);
    expect(isBearerToken(TMDB_KEY)).toBe(false);
  });

  it('fails with the status of a refused key, without the key', async () => {
    const error = await client('not-a-valid-key')
      .searchMovies('godfather')
      .catch((e) => e);
    expect(error.message).toBe('TMDB search failed: 401 Unauthorized');
    expect(error.message).not.toContain('not-a-valid-key');
  });

  it('retries a 5xx once after Retry-After and then answers', async () => {
    server.fail('/3/search/movie', { status: 502, headers: { 'Retry-After': '0' } });
    const page = await client(TMDB_KEY).searchMovies('godfather');
    expect(page.items).toHaveLength(2);
    expect(server.requestsTo('/3/search/movie')).toHaveLength(2);
  });

  it('fails after the timeout when TMDB never answers', async () => {
    server.hanging.add('/3/search/tv');
    const error = await client(TMDB_KEY, 200)
      .searchTvShows('breaking')
      .catch((e) => e);
    expect(error.message).toBe('TMDB search failed: no answer within 0.2 seconds');
    expect(server.requestsTo('/3/search/tv')).toHaveLength(1);
  });
});
