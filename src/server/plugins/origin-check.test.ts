/**
 * The origin check and the session read the path the router matched, so an encoded path reaches no route
 * unchecked; an Origin must be PUBLIC_URL's or an ALLOWED_ORIGINS one, never merely the request's Host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createSignedInUser } from '../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ALLOWED_ORIGINS: ['https://www.top5.example'] });
});
afterAll(() => ctx.close());

/** Whether the cookie still names a session: GET /api/auth/me answers a visitor 200 with no user. */
const signedIn = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user !== null;

describe('a state-changing call from another origin', () => {
  it.each(['/%61pi/auth/logout', '/%61%70%69/auth/logout', '/api/auth/%6cogout', '/api/auth/logout'])(
    'is refused 403 at %s and signs nobody out',
    async (url) => {
      const { cookie } = await createSignedInUser(ctx.db);
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Cross-origin request refused' });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await signedIn(cookie)).toBe(true);
    },
  );

  it('is refused when the browser marks it cross-site, even without an Origin', async () => {
    const { cookie } = await createSignedInUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/%61pi/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('is refused when its Origin only matches the Host it was sent to (DNS rebinding)', async () => {
    const { cookie } = await createSignedInUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, host: 'rebound.example:3000', origin: 'http://rebound.example:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('is refused from a loopback address on another port', async () => {
    const { cookie } = await createSignedInUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://127.0.0.1:8080' },
    });
    expect(res.statusCode).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });
});

describe('a state-changing call from the site', () => {
  // PUBLIC_URL is http://localhost:3000 in tests: the same loopback site typed as 127.0.0.1 or [::1] is it too.
  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://[::1]:3000',
    'https://www.top5.example',
  ])('is accepted from %s (PUBLIC_URL or ALLOWED_ORIGINS)', async (origin) => {
    const { cookie } = await createSignedInUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin },
    });
    expect(res.statusCode).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('reads the session on an encoded API path as the router does', async () => {
    const { cookie, user } = await createSignedInUser(ctx.db);
    const res = await ctx.app.inject({ method: 'GET', url: '/%61pi/auth/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('keeps the origin of each comma-separated URL', () => {
    const config = loadConfig({ ALLOWED_ORIGINS: ' https://a.example/path , http://b.example:8080,' });
    expect(config.ALLOWED_ORIGINS).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(loadConfig({}).ALLOWED_ORIGINS).toEqual([]);
  });

  it('stops start-up on an entry that is not an http(s) origin', () => {
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://ok.example,ftp://files.example' })).toThrow(
      /ALLOWED_ORIGINS: "ftp:\/\/files.example" is not an http\(s\) origin/,
    );
  });
});
