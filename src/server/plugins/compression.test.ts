/** Nothing is sent uncompressed: built files as their .br/.gz twins, API JSON and pages compressed per request. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createQuestion } from '../test/factories.js';
import { chooseEncoding, compress } from './compression.js';

let ctx: TestContext;
let clientDir: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;

beforeAll(async () => {
  // A built client of our own: index.html and one hashed asset, compressed as the build does it.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Top 5</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-AbC123.js'), script);
  fs.writeFileSync(path.join(clientDir, 'assets', 'tiny-AbC123.js'), 'export {};\n');
  expect(precompressDir(clientDir)).toBe(1);
  ctx = await createTestContext({}, { clientDir });
  for (let i = 0; i < 12; i++) {
    await createQuestion(ctx.db, {
      description: `A long enough description to fill a page of JSON, number ${i}.`,
    });
  }
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('built files', () => {
  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)('answers a hashed asset with its %s twin, still immutable', async (encoding, decompress) => {
    const res = await get('/assets/index-AbC123.js', `${encoding}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decompress(res.rawPayload).toString()).toBe(script);
  });

  it('prefers brotli, and sends the file as it is to a client that takes neither', async () => {
    expect((await get('/assets/index-AbC123.js', 'gzip, deflate, br')).headers['content-encoding']).toBe(
      'br',
    );
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leaves a file too small to gain anything without twins', () => {
    expect(fs.existsSync(path.join(clientDir, 'assets', 'tiny-AbC123.js.br'))).toBe(false);
  });
});

describe('API answers and pages', () => {
  it('compresses a big JSON answer for a client that takes brotli or gzip', async () => {
    const identity = await get('/api/questions');
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/questions', 'br;q=1.0, gzip;q=0.8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(identity.json());
    const gz = await get('/api/questions', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(identity.json());
    expect(gz.rawPayload.length).toBeLessThan(identity.rawPayload.length);
  });

  it('sends a small JSON answer as it is', async () => {
    const res = await get('/api/stats/users', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('count');
  });

  it('compresses a page when it is big enough', async () => {
    const res = await get('/', 'br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });
});

describe('compress', () => {
  // 4 KB is compressed on the event loop, 200 KB on libuv's threads (decision 121): the same answer both ways.
  it.each([4 * 1024, 200 * 1024])('gives back a %i-byte answer whole in brotli and gzip', async (size) => {
    const text = JSON.stringify(Array.from({ length: size / 16 }, (_, i) => `item ${i}`)).slice(0, size);
    expect(zlib.brotliDecompressSync(await compress(text, 'br')).toString()).toBe(text);
    expect(zlib.gunzipSync(await compress(Buffer.from(text), 'gzip')).toString()).toBe(text);
  });

  // Made for one request it is compressed lighter than a body the cache keeps and sends again (decision 127).
  it('compresses a kept body harder than one sent once, both whole', async () => {
    const text = JSON.stringify(
      Array.from({ length: 60 }, (_, i) => ({ id: i, answers: ['Heat', 'Alien', `Film ${i % 7}`] })),
    );
    const once = await compress(text, 'br');
    const kept = await compress(text, 'br', 'kept');
    expect(zlib.brotliDecompressSync(once).toString()).toBe(text);
    expect(zlib.brotliDecompressSync(kept).toString()).toBe(text);
    expect(kept.length).toBeLessThan(once.length);
  });
});

describe('chooseEncoding', () => {
  it('reads Accept-Encoding with its weights', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
