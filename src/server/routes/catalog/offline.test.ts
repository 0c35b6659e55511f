import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  // No provider keys: a fresh start answers from the bundled offline catalog.
  ctx = await createTestContext({
    SPOTIFY_CLIENT_ID: undefined,
    SPOTIFY_CLIENT_SECRET: undefined,
    TMDB_API_KEY: undefined,
    SPORTSDB_API_KEY: undefined,
  });
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('catalog searches without provider keys (offline catalog)', () => {
  it('finds Beyoncé from "beyonce", as an artist with every spec field', async () => {
    const body = await get('/api/spotify/search/artists?query=beyonce');
    expect(body.source).toBe('offline');
    expect(body.artists[0]).toMatchObject({ name: 'Beyoncé', images: expect.any(Array), spotifyUrl: null });
    expect(body.pagination.total).toBeGreaterThanOrEqual(1);
  });

  it('finds The Godfather from "godf"', async () => {
    const body = await get('/api/tmdb/movies/search?query=godf');
    expect(body.source).toBe('offline');
    expect(body.movies[0]).toMatchObject({ title: 'The Godfather', posterUrl: null });
  });

  it('finds Breaking Bad from "breaking"', async () => {
    const body = await get('/api/tmdb/tv/search?query=breaking');
    expect(body.source).toBe('offline');
    expect(body.tvShows[0].name).toBe('Breaking Bad');
  });

  it('finds Michael Jordan from "micheal jordan"', async () => {
    const body = await get('/api/sportsdb/athletes/search?query=micheal%20jordan');
    expect(body.source).toBe('offline');
    expect(body.athletes[0]).toMatchObject({ name: 'Michael Jordan', sport: 'Basketball' });
  });

  it('answers at most the limit of artists, and the total of matches', async () => {
    const picker = await get('/api/spotify/search/artists?query=the');
    const browser = await get('/api/spotify/search/artists?query=the&limit=50');
    expect(picker.artists).toHaveLength(20);
    expect(browser.artists.length).toBeGreaterThan(20);
    expect(browser.artists.length).toBeLessThanOrEqual(50);
    expect(picker.pagination.total).toBe(browser.pagination.total);
  });

  it('refuses a blank query with 400', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/tmdb/movies/search?query=%20' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Search query is required' });
  });
});

describe('catalog rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ RATE_LIMIT_CATALOG_PER_IP: 3 });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After past RATE_LIMIT_CATALOG_PER_IP searches from one address', async () => {
    const search = () => limited.app.inject({ method: 'GET', url: '/api/tmdb/tv/search?query=friends' });
    for (let i = 0; i < 3; i++) expect((await search()).statusCode).toBe(200);
    const res = await search();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const other = await limited.app.inject({
      method: 'GET',
      url: '/api/tmdb/tv/search?query=friends',
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(200);
  });
});
