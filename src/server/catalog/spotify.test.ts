import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderTestServer, SPOTIFY_CLIENT, spotifyArtist } from '../test/catalog-providers.js';
import { ProviderError } from './http.js';
import { SpotifyClient } from './spotify.js';

const server = new ProviderTestServer();
let url: string;

beforeAll(async () => {
  url = await server.start();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.expireTokens();
  server.spotifyArtists = Array.from({ length: 35 }, (_, i) => spotifyArtist(i + 1));
});

const client = (overrides: Partial<ConstructorParameters<typeof SpotifyClient>[0]> = {}) =>
  new SpotifyClient({
    clientId: SPOTIFY_CLIENT.id,
    clientSecret: SPOTIFY_CLIENT.secret,
    accountsUrl: url,
    apiUrl: url,
    ...overrides,
  });

const searches = () => server.requestsTo('/v1/search');
const tokenRequests = () => server.requestsTo('/api/token');

describe('Spotify artist search', () => {
  it('gets an app token with client credentials, then searches artists with it', async () => {
    const page = await client().searchArtists('Beyoncé', 5);

    const [token] = tokenRequests();
    expect(token.method).toBe('POST');
    const basic = Buffer.from(`${SPOTIFY_CLIENT.id}:${SPOTIFY_CLIENT.secret}`).toString('base64');
    expect(token.headers.authorization).toBe(`Basic ${basic}`);
    expect(new URLSearchParams(token.body).get('grant_type')).toBe('client_credentials');

    const [search] = searches();
    expect(search.headers.authorization).toMatch(/^Bearer BQD-test-token-\d+$/);
    expect(Object.fromEntries(search.query)).toEqual({
      q: 'Beyoncé',
      type: 'artist',
      limit: '5',
      offset: '0',
    });
    expect(page.total).toBe(35);
    expect(page.items[0]).toEqual({
      id: 'artist0001',
      name: 'Artist 1',
      images: [{ url: 'https://i.scdn.co/image/large1' }, { url: 'https://i.scdn.co/image/small1' }],
      popularity: 89,
      followers: 1000,
      genres: ['pop', 'dance pop'],
      spotifyUrl: 'https://open.spotify.com/artist/artist1',
    });
  });

  it('meets a limit of 20 with two pages of 10, by offset', async () => {
    const page = await client().searchArtists('pop', 20);
    expect(page.items.map((a) => a.id)).toEqual(server.spotifyArtists.slice(0, 20).map((a) => a.id));
    expect(searches().map((r) => [r.query.get('offset'), r.query.get('limit')])).toEqual([
      ['0', '10'],
      ['10', '10'],
    ]);
  });

  it('meets a limit of 50 with as many pages as there are artists, and says how many match', async () => {
    const page = await client().searchArtists('pop', 50);
    expect(page.items).toHaveLength(35);
    expect(new Set(page.items.map((a) => a.id)).size).toBe(35);
    expect(page.total).toBe(35);
    expect(
      searches()
        .map((r) => `${r.query.get('offset')}+${r.query.get('limit')}`)
        .sort(),
    ).toEqual(['0+10', '10+10', '20+10', '30+5']);
  });

  it('stops after the first page when fewer artists match', async () => {
    server.spotifyArtists = server.spotifyArtists.slice(0, 4);
    const page = await client().searchArtists('rare', 20);
    expect(page.items).toHaveLength(4);
    expect(searches()).toHaveLength(1);
  });

  it('keeps its token for later searches until it expires', async () => {
    const spotify = client();
    await spotify.searchArtists('a', 5);
    await spotify.searchArtists('b', 5);
    expect(tokenRequests()).toHaveLength(1);
    expect(searches()).toHaveLength(2);
  });

  it('asks for a new token before the old one runs out', async () => {
    server.tokenLifetime = 1;
    try {
      const spotify = client();
      await spotify.searchArtists('a', 5);
      await new Promise((resolve) => setTimeout(resolve, 600));
      await spotify.searchArtists('b', 5);
      expect(tokenRequests()).toHaveLength(2);
    } finally {
      server.tokenLifetime = 3600;
    }
  });

  it('renews the token once when the API says it expired, and answers', async () => {
    const spotify = client();
    await spotify.searchArtists('a', 5);
    server.expireTokens();
    const page = await spotify.searchArtists('b', 5);
    expect(page.items).toHaveLength(5);
    expect(tokenRequests()).toHaveLength(2);
    expect(searches().map((r) => r.query.get('q'))).toEqual(['a', 'b', 'b']);
  });

  it('fails with the status when a renewed token is refused too, renewing only once', async () => {
    server.fail(
      '/v1/search',
      { status: 401, body: { error: { status: 401, message: 'Invalid access token' } } },
      2,
    );
    const error = await client()
      .searchArtists('a', 5)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.message).toBe('Spotify search failed: 401 Unauthorized');
    expect(tokenRequests()).toHaveLength(2);
    expect(searches()).toHaveLength(2);
  });

  it('waits what Retry-After asks after a 429, then retries once', async () => {
    server.fail('/v1/search', { status: 429, headers: { 'Retry-After': '1' } });
    const started = Date.now();
    const page = await client().searchArtists('a', 5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(page.items).toHaveLength(5);
    expect(searches()).toHaveLength(2);
  });

  it('retries a 429 only once, then fails with its status and status text', async () => {
    server.fail('/v1/search', { status: 429, headers: { 'Retry-After': '0' } }, 2);
    const error = await client()
      .searchArtists('a', 5)
      .catch((e) => e);
    expect(error.message).toBe('Spotify search failed: 429 Too Many Requests');
    expect(searches()).toHaveLength(2);
  });

  it('does not wait out a Retry-After longer than the cap: it fails at once', async () => {
    server.fail('/v1/search', { status: 429, headers: { 'Retry-After': '30' } });
    const started = Date.now();
    const error = await client()
      .searchArtists('a', 5)
      .catch((e) => e);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.message).toBe('Spotify search failed: 429 Too Many Requests');
    expect(searches()).toHaveLength(1);
  });

  it('retries a 5xx once and says which status it got', async () => {
    server.fail(
      '/v1/search',
      { status: 503, statusText: 'Service Unavailable', headers: { 'Retry-After': '0' } },
      2,
    );
    const error = await client()
      .searchArtists('a', 5)
      .catch((e) => e);
    expect(error.message).toBe('Spotify search failed: 503 Service Unavailable');
    expect(searches()).toHaveLength(2);
  });

  it('reports refused credentials as a failed search, without the secret', async () => {
    const error = await client({ clientSecret: 'wrong-secret' })
      .searchArtists('a', 5)
      .catch((e) => e);
    expect(error.message).toBe('Spotify search failed: 400 Bad Request');
    expect(error.message).not.toContain('wrong-secret');
    expect(searches()).toHaveLength(0);
  });

  it('gives null popularity and followers when Spotify leaves them out (development apps)', async () => {
    server.spotifyArtists = [
      {
        id: 'dev1',
        name: 'Dev Artist',
        images: [],
        external_urls: { spotify: 'https://open.spotify.com/artist/dev1' },
      },
    ];
    const page = await client().searchArtists('dev', 20);
    expect(page.items).toEqual([
      {
        id: 'dev1',
        name: 'Dev Artist',
        images: [],
        popularity: null,
        followers: null,
        genres: [],
        spotifyUrl: 'https://open.spotify.com/artist/dev1',
      },
    ]);
  });

  it('gives up on a provider that never answers, after the timeout', async () => {
    server.hanging.add('/v1/search');
    const started = Date.now();
    const error = await client({ timeoutMs: 200 })
      .searchArtists('a', 5)
      .catch((e) => e);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.message).toBe('Spotify search failed: no answer within 0.2 seconds');
  });
});
