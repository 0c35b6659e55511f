/**
 * Installable (issue 25, decision 109): what Lighthouse's installability audit asks of a site, checked on the
 * files as committed and as the server sends them. A web app manifest linked from every page, from the
 * page's origin, with a name, a short name, a start URL, a standalone display and PNG icons of 192 and 512
 * pixels (and maskable ones); a service worker with a fetch handler; theme colours for both themes; and a
 * Content-Security-Policy that lets the page load the worker and the manifest.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/context.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const publicDir = path.join(root, 'public');
const indexHtml = fs.readFileSync(path.join(root, 'src/client/index.html'), 'utf8');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

let ctx: TestContext;
let clientDir: string;

beforeAll(async () => {
  // The built client as vite leaves it: the page template and the public folder's files at the root.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-installable-'));
  fs.cpSync(publicDir, clientDir, { recursive: true });
  fs.writeFileSync(path.join(clientDir, 'index.html'), indexHtml.replace(/<script[^>]*><\/script>/, ''));
  ctx = await createTestContext({}, { clientDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('the web app manifest', () => {
  it('names the app, starts it standalone at the site root, with its colours', () => {
    expect(manifest.name).toBe('Top 5');
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('lists PNG icons of 192 and 512 pixels, maskable ones too, each file of the size it says', async () => {
    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    const any = png.filter((icon) => (icon.purpose ?? 'any').split(' ').includes('any'));
    const maskable = png.filter((icon) => icon.purpose?.split(' ').includes('maskable'));
    for (const size of ['192x192', '512x512']) {
      expect(any.map((icon) => icon.sizes)).toContain(size);
      expect(maskable.map((icon) => icon.sizes)).toContain(size);
    }
    for (const icon of png) {
      const meta = await sharp(path.join(publicDir, icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
  });
});

describe('the page', () => {
  it('links the manifest and gives the browser bar a colour for each theme', () => {
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(indexHtml).toMatch(
      /<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: light\)"/,
    );
    expect(indexHtml).toMatch(
      /<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: dark\)"/,
    );
    expect(indexHtml).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });

  it('is served with a policy that allows the worker and the manifest from its own origin', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('rel="manifest"');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("connect-src 'self'");
  });
});

describe('from the site itself', () => {
  it('sends the manifest, its icons and the worker, the worker never kept stale', async () => {
    const sent = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toContain('application/manifest+json');
    for (const icon of manifest.icons) {
      const res = await ctx.app.inject({ method: 'GET', url: icon.src });
      expect(res.statusCode, icon.src).toBe(200);
    }
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    // A changed worker is found at the next visit.
    expect(worker.headers['cache-control']).toBe('no-cache');
    // A fetch handler (Lighthouse's criterion), and no caching of the live stream.
    expect(worker.body).toMatch(/addEventListener\('fetch'/);
    expect(worker.body).toContain('api\\/events');
  });
});

describe('/favicon.ico', () => {
  it('is the logo as an icon file, for a document that names no icon (a text file, an image, JSON in a tab)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/vnd.microsoft.icon');
    const body = res.rawPayload;
    // ICO's header: reserved 0, type 1 (icon), then how many images; each entry names a PNG of its size.
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes: number[] = [];
    for (let i = 0; i < body.readUInt16LE(4); i++) {
      const entry = 6 + 16 * i;
      const [length, offset] = [body.readUInt32LE(entry + 8), body.readUInt32LE(entry + 12)];
      const { format, width } = await sharp(body.subarray(offset, offset + length)).metadata();
      expect([format, width]).toEqual(['png', body.readUInt8(entry)]);
      sizes.push(width ?? 0);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});
