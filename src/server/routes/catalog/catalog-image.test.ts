/**
 * Picker pictures through our own origin (decision 083): a live TMDB search (the local fake provider) gives a
 * poster address on the configured image host; GET /api/catalog/image sends the browser to the copy the
 * remote-image path stored under /uploads, and refuses any address that is not a catalog provider's.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderTestServer, TMDB_KEY } from '../../test/catalog-providers.js';
import { createTestContext, type TestContext } from '../../test/context.js';

const provider = new ProviderTestServer();
let images: http.Server;
let imageBase: string;
let posterFetches = 0;
let ctx: TestContext;

beforeAll(async () => {
  const poster = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#36c' } })
    .jpeg()
    .toBuffer();
  images = http.createServer((req, res) => {
    if (req.url === '/t/p/w342/godfather.jpg' || req.url?.endsWith('/godfather.jpg')) {
      posterFetches += 1;
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(poster);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}/t/p`;
  const url = await provider.start();
  provider.tmdbMovies = [
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
  ctx = await createTestContext({
    TMDB_API_KEY: TMDB_KEY,
    TMDB_API_URL: url,
    TMDB_IMAGE_URL: imageBase,
    IMAGE_FETCH_ALLOW_LOOPBACK: true,
  });
});

afterAll(async () => {
  await ctx?.close();
  await provider.close();
  await new Promise((resolve) => images.close(resolve));
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const imagePath = (src: string) => `/api/catalog/image?${new URLSearchParams({ src })}`;

describe('GET /api/catalog/image', () => {
  it("serves a live search's poster from our origin, fetching it once", async () => {
    const search = await get('/api/tmdb/movies/search?query=godfather');
    expect(search.statusCode, search.body).toBe(200);
    const { movies, source } = search.json();
    expect(source).toBe('tmdb');
    const posterUrl: string = movies[0].posterUrl;
    expect(posterUrl.startsWith(imageBase)).toBe(true);

    const res = await get(imagePath(posterUrl));
    expect(res.statusCode, res.body).toBe(302);
    const copy = res.headers.location as string;
    expect(copy).toMatch(/^\/uploads\/remote\/[0-9a-f]{64}\.(jpg|webp|png)$/);
    const served = await get(copy);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);

    // The next member's picker finds the stored copy: the provider is not asked again.
    const again = await get(imagePath(posterUrl));
    expect(again.headers.location).toBe(copy);
    expect(posterFetches).toBe(1);
  });

  it('refuses an address that is not on a catalog provider image host', async () => {
    for (const src of ['http://127.0.0.1:1/x.png', 'https://evil.test/a.jpg', 'file:///etc/passwd', 'nope']) {
      const res = await get(imagePath(src));
      expect(res.statusCode, src).toBe(400);
      expect(res.json().error).toBe('Not a catalog picture');
    }
  });

  it('404 for a provider picture that cannot be fetched', async () => {
    const res = await get(imagePath(`${imageBase}/w342/missing.jpg`));
    expect(res.statusCode).toBe(404);
  });
});
