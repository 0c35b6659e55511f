import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { classifyAddress } from './address-guard.js';
import {
  DEFAULT_FETCH_OPTIONS,
  type FetchRemoteOptions,
  fetchRemoteImage,
  RemoteImageRefused,
} from './fetch-remote.js';

let server: http.Server;
let base: string;
let port: number;
/** Paths the local image server was asked for. */
const hits: string[] = [];
let png: Buffer;

const SIX_MB = 6 * 1024 * 1024;

beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.push(url.pathname);
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) return res.writeHead(302, { location: to }).end();
    if (url.pathname.startsWith('/hop/')) {
      const left = Number(url.pathname.slice('/hop/'.length));
      return res.writeHead(301, { location: left > 0 ? `/hop/${left - 1}` : '/image.png' }).end();
    }
    if (url.pathname === '/image.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (url.pathname === '/big-declared') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(SIX_MB) });
      return res.end(Buffer.alloc(SIX_MB));
    }
    if (url.pathname === '/big-chunked') {
      // No length announced: the fetcher has to count.
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(256 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < SIX_MB && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', more);
        }
        res.end();
      };
      return more();
    }
    if (url.pathname === '/silent') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const options = (overrides: Partial<FetchRemoteOptions> = {}): FetchRemoteOptions => ({
  ...DEFAULT_FETCH_OPTIONS,
  allowLoopback: () => false,
  ...overrides,
});
/** Loopback only for the address given, as the test's own server is on 127.0.0.1; never for redirects. */
const firstHopOnLoopback = options({ allowLoopback: (hop) => hop === 0 });

async function refusal(address: string, opts = options()): Promise<string> {
  const error = await fetchRemoteImage(address, opts).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemoteImageRefused);
  return (error as Error).message;
}

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'refused'],
    ['172.16.0.1', 'refused'],
    ['172.31.255.255', 'refused'],
    ['192.168.1.1', 'refused'],
    ['169.254.169.254', 'refused'],
    ['100.64.0.1', 'refused'],
    ['0.0.0.0', 'refused'],
    ['224.0.0.1', 'refused'],
    ['255.255.255.255', 'refused'],
    ['::', 'refused'],
    ['fe80::1', 'refused'],
    ['fe80::1%eth0', 'refused'],
    ['fc00::1', 'refused'],
    ['fd12:3456::1', 'refused'],
    ['ff02::1', 'refused'],
    ['::ffff:10.0.0.1', 'refused'],
    ['::ffff:a9fe:a9fe', 'refused'],
    ['::ffff:192.168.0.1', 'refused'],
    ['64:ff9b::a00:1', 'refused'],
    ['2002:c0a8:101::1', 'refused'],
    ['2001:db8::1', 'refused'],
    ['not an address', 'refused'],
    ['93.184.216.34', 'public'],
    ['172.32.0.1', 'public'],
    ['8.8.8.8', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4007:80e::200e', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});

describe('fetchRemoteImage: the SSRF guard', () => {
  it('refuses plain http, whatever the host', async () => {
    expect(await refusal('http://images.example.com/a.png')).toMatch(/only https/i);
    expect(await refusal(`${base}/image.png`)).toMatch(/only https/i);
    expect(hits).not.toContain('/image.png');
  });

  it.each([
    `https://127.0.0.1:PORT/image.png`,
    `https://localhost:PORT/image.png`,
    'https://[::1]:PORT/image.png',
    'https://[::ffff:127.0.0.1]:PORT/image.png',
    // 2130706433 and 0x7f.1 are 127.0.0.1 written another way.
    'https://2130706433:PORT/image.png',
    'https://0x7f.1:PORT/image.png',
  ])('refuses loopback: %s', async (address) => {
    const before = hits.length;
    expect(await refusal(address.replace('PORT', String(port)))).toMatch(/not a public address/);
    expect(hits.length).toBe(before);
  });

  it.each([
    'https://10.0.0.8/a.png',
    'https://172.16.3.4/a.png',
    'https://192.168.1.10/a.png',
    'https://100.64.0.1/a.png',
    'https://0.0.0.0/a.png',
    'https://224.0.0.251/a.png',
    'https://255.255.255.255/a.png',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fe80::1]/a.png',
    'https://[fd00::1]/a.png',
    'https://[fc00::5]/a.png',
    'https://[ff02::1]/a.png',
    'https://[::ffff:10.1.2.3]/a.png',
    'https://[::ffff:169.254.169.254]/a.png',
    'https://[64:ff9b::c0a8:101]/a.png',
  ])('refuses private, link-local and local IPv6 addresses: %s', async (address) => {
    expect(await refusal(address)).toMatch(/not a public address/);
  });

  it('refuses an address carrying credentials', async () => {
    expect(await refusal('https://user:secret@images.example.com/a.png')).toMatch(/credentials/);
  });

  it('re-checks every redirect: to a private, link-local or loopback address it stops', async () => {
    for (const to of [
      'https://10.0.0.5/internal.png',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00::7]/x.png',
      `http://127.0.0.1:${port}/image.png`,
      `https://127.0.0.1:${port}/image.png`,
    ]) {
      const before = hits.filter((p) => p === '/image.png').length;
      const address = `${base}/redirect?to=${encodeURIComponent(to)}`;
      expect(await refusal(address, firstHopOnLoopback)).toMatch(/only https|not a public address/i);
      expect(hits.filter((p) => p === '/image.png').length).toBe(before);
    }
  });

  it('follows up to three redirects and refuses a fourth', async () => {
    const loopback = options({ allowLoopback: () => true });
    expect((await fetchRemoteImage(`${base}/hop/2`, loopback)).equals(png)).toBe(true);
    expect(await refusal(`${base}/hop/3`, loopback)).toMatch(/too many redirects/i);
  });

  it('fetches an image from an allowed address', async () => {
    const body = await fetchRemoteImage(`${base}/image.png`, firstHopOnLoopback);
    expect(body.equals(png)).toBe(true);
  });

  it('refuses an image over 5 MB, announced or not, without reading it all', async () => {
    expect(await refusal(`${base}/big-declared`, firstHopOnLoopback)).toMatch(/larger than 5242880 bytes/);
    expect(await refusal(`${base}/big-chunked`, firstHopOnLoopback)).toMatch(/larger than 5242880 bytes/);
  });

  it('gives up on a server that does not answer within the time limit', async () => {
    const started = Date.now();
    const opts = options({ allowLoopback: () => true, timeoutMs: 300 });
    expect(await refusal(`${base}/silent`, opts)).toMatch(/took too long/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses an error answer', async () => {
    expect(await refusal(`${base}/missing.png`, firstHopOnLoopback)).toMatch(/answered 404/);
  });
});

describe('IMAGE_FETCH_ALLOW_LOOPBACK', () => {
  it('is refused in production, so the fetcher can never reach the machine it runs on there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', IMAGE_FETCH_ALLOW_LOOPBACK: 'true' })).toThrow(
      /IMAGE_FETCH_ALLOW_LOOPBACK: must not be true in production/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).IMAGE_FETCH_ALLOW_LOOPBACK).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', IMAGE_FETCH_ALLOW_LOOPBACK: 'true' }).IMAGE_FETCH_ALLOW_LOOPBACK,
    ).toBe(true);
  });
});
