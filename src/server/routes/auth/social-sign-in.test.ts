/**
 * Social sign-in end to end through app.inject: Google against a local OpenID Connect provider
 * (oauth2-mock-server, which signs real JWTs with its own JWKS), Facebook against a local fake of the login
 * dialog and the Graph API. Each test signs in a person of its own, so tests do not depend on each other.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { sessions, socialAccounts, socialSignInStates, users } from '../../db/schema/index.js';
import {
  get,
  PASSWORD,
  post,
  registerMember,
  sessionCookie,
  signedUpMember,
} from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';

const GOOGLE_CLIENT_ID = 'top5-test.apps.googleusercontent.com';
const FACEBOOK_APP_ID = '1234567890';
const FACEBOOK_APP_SECRET = 'facebook-test-secret';
const SITE = 'http://localhost:3000';

let ctx: TestContext;
let google: OAuth2Server;
let facebook: FakeFacebook;

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  facebook = await startFakeFacebook();
  ctx = await createTestContext({
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'google-test-secret',
    GOOGLE_ISSUER_URL: google.issuer.url!,
    FACEBOOK_APP_ID,
    FACEBOOK_APP_SECRET,
    FACEBOOK_AUTH_URL: facebook.url,
    FACEBOOK_GRAPH_URL: facebook.url,
  });
});

afterAll(async () => {
  await ctx?.close();
  await google?.stop();
  await facebook?.close();
});

afterEach(() => {
  google.service.removeAllListeners();
});

// --- Google -------------------------------------------------------------------------------------------

interface Person {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

function newPerson(overrides: Partial<Person> = {}): Person {
  const id = randomUUID().slice(0, 8);
  return {
    sub: `google-${id}`,
    email: `person_${id}@gmail.test`,
    email_verified: true,
    name: 'Ada Lovelace',
    ...overrides,
  };
}

/** Makes the provider's next ID token (not its access token, which carries a scope) say these claims. */
function nextIdToken(person: Person, tamper: (payload: MutableToken['payload']) => void = () => {}) {
  google.service.on('beforeTokenSigning', (token: MutableToken) => {
    if ('scope' in token.payload) return;
    Object.assign(token.payload, person);
    tamper(token.payload);
  });
}

/** GET /api/auth/google: the provider's authorize URL and the sign-in cookie. */
async function startGoogle() {
  const res = await get(ctx, '/api/auth/google');
  expect(res.statusCode, res.body).toBe(302);
  const cookie = res.cookies.find((c) => c.name === 'top5_social');
  if (!cookie) throw new Error('no sign-in cookie');
  return {
    res,
    authorizeUrl: new URL(res.headers.location as string),
    cookie: `top5_social=${cookie.value}`,
  };
}

/** The browser at the provider: it redirects back to our callback with a code; returns that path. */
async function atProvider(authorizeUrl: URL): Promise<string> {
  const answer = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location')!);
  expect(back.origin).toBe(SITE);
  return back.pathname + back.search;
}

async function googleRoundTrip(person: Person, tamper?: (payload: MutableToken['payload']) => void) {
  const { authorizeUrl, cookie } = await startGoogle();
  const callbackPath = await atProvider(authorizeUrl);
  nextIdToken(person, tamper);
  const res = await get(ctx, callbackPath, cookie);
  return { res, callbackPath, cookie };
}

function expectRefused(res: LightMyRequestResponse, code: string, provider = 'google') {
  expect(res.statusCode, res.body).toBe(302);
  expect(res.headers.location).toBe(`/auth?error=${code}&provider=${provider}`);
  expect(res.cookies.find((c) => c.name === 'top5_session' && c.value)).toBeUndefined();
}

async function me(cookie: string) {
  const res = await get(ctx, '/api/auth/me', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().user;
}

async function linkCount(provider: string, subject: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, subject)));
  return row.n;
}

describe('provider addresses', () => {
  it('accept https anywhere and plain http only on a loopback address', () => {
    for (const ok of [
      'https://accounts.google.com',
      'http://127.0.0.1:9000',
      'http://localhost:8080',
      'http://[::1]:1',
    ]) {
      expect(loadConfig({ GOOGLE_ISSUER_URL: ok }).GOOGLE_ISSUER_URL).toBe(ok);
    }
    for (const name of ['GOOGLE_ISSUER_URL', 'FACEBOOK_AUTH_URL', 'FACEBOOK_GRAPH_URL']) {
      expect(() => loadConfig({ [name]: 'http://accounts.example.com' })).toThrow(name);
    }
  });
});

describe('GET /api/auth/providers', () => {
  it('says which providers this site is configured for', async () => {
    const res = await get(ctx, '/api/auth/providers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: true, facebook: true });
  });
});

describe('GET /api/auth/google', () => {
  it("sends the browser to the issuer's authorize URL with state, nonce and a PKCE challenge", async () => {
    const { res, authorizeUrl } = await startGoogle();
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${google.issuer.url}/authorize`);
    const q = authorizeUrl.searchParams;
    expect(q.get('client_id')).toBe(GOOGLE_CLIENT_ID);
    expect(q.get('redirect_uri')).toBe(`${SITE}/api/auth/google/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('code_challenge_method')).toBe('S256');
    const cookie = res.cookies.find((c) => c.name === 'top5_social')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth', maxAge: 600 });
  });
});

describe('GET /api/auth/google/callback', () => {
  it('signs a new person in as a verified member with a placeholder profile and sends them to /complete-profile', async () => {
    const person = newPerson({ name: 'Zoë Kravitz' });
    const { res } = await googleRoundTrip(person);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/complete-profile');
    expect(res.cookies.find((c) => c.name === 'top5_social')?.value).toBe('');

    const user = await me(sessionCookie(res));
    expect(user).toMatchObject({
      email: person.email,
      displayName: 'Zoë Kravitz',
      isVerified: true,
      birthYear: 2000,
      country: 'Unknown',
    });
    expect(user.username).toMatch(/^zoe_kravitz\d*$/);
    expect(await linkCount('google', person.sub)).toBe(1);
  });

  it('finds the member by the subject id on later sign-ins, and lands on / once the profile is complete', async () => {
    const person = newPerson({ name: 'Grace Hopper' });
    const first = await googleRoundTrip(person);
    const cookie = sessionCookie(first.res);
    const { id } = await me(cookie);
    const completed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/complete-profile',
      headers: { cookie, origin: SITE },
      payload: { birthMonth: 2, birthYear: 1985, country: 'Canada', city: 'Toronto, Ontario' },
    });
    expect(completed.statusCode, completed.body).toBe(200);

    // Google may report a new address or name later: the subject id decides who it is.
    const again = await googleRoundTrip({ ...person, email: `renamed_${person.email}`, name: 'G. Hopper' });
    expect(again.res.headers.location).toBe('/');
    expect((await me(sessionCookie(again.res))).id).toBe(id);
    expect(await linkCount('google', person.sub)).toBe(1);
  });

  it('gives a second person with the same name a username of their own', async () => {
    const a = await googleRoundTrip(newPerson({ name: 'Sam Same' }));
    const b = await googleRoundTrip(newPerson({ name: 'Sam Same' }));
    const [ua, ub] = [await me(sessionCookie(a.res)), await me(sessionCookie(b.res))];
    expect(ua.username).toMatch(/^sam_same\d*$/);
    expect(ub.username).toMatch(/^sam_same\d*$/);
    expect(ua.username).not.toBe(ub.username);
  });

  it('links an existing account with the same email when Google says the email is verified', async () => {
    const member = await signedUpMember(ctx);
    const person = newPerson({ email: member.email, email_verified: true });
    const { res } = await googleRoundTrip(person);
    expect(res.headers.location).toBe('/');
    expect((await me(sessionCookie(res))).id).toBe(member.id);
    expect(await linkCount('google', person.sub)).toBe(1);
    // The member's own password still works.
    expect((await post(ctx, '/api/auth/login', { email: member.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('verifies an unverified account it links, and drops the password nobody proved the address with', async () => {
    const squatter = await registerMember(ctx);
    const person = newPerson({ email: squatter.email, email_verified: true });
    const { res } = await googleRoundTrip(person);
    expect((await me(sessionCookie(res))).id).toBe(squatter.id);
    const login = await post(ctx, '/api/auth/login', { email: squatter.email, password: PASSWORD });
    expect(login.statusCode).toBe(401);
  });

  it('refuses an unverified email that matches an existing account, making no session and no link', async () => {
    const member = await signedUpMember(ctx);
    const person = newPerson({ email: member.email.toUpperCase(), email_verified: false });
    const { res } = await googleRoundTrip(person);
    expectRefused(res, 'email_unverified');
    expect(await linkCount('google', person.sub)).toBe(0);
  });

  it('refuses a forged state', async () => {
    const { authorizeUrl, cookie } = await startGoogle();
    const callback = new URL(await atProvider(authorizeUrl), SITE);
    callback.searchParams.set('state', 'forged-state-value-0123456789');
    expectRefused(await get(ctx, callback.pathname + callback.search, cookie), 'invalid_state');
  });

  it('refuses a callback without a state', async () => {
    const { authorizeUrl, cookie } = await startGoogle();
    const callback = new URL(await atProvider(authorizeUrl), SITE);
    callback.searchParams.delete('state');
    expectRefused(await get(ctx, callback.pathname + callback.search, cookie), 'invalid_state');
  });

  it('refuses a callback from a browser that did not start the sign-in (no cookie)', async () => {
    const { authorizeUrl } = await startGoogle();
    expectRefused(await get(ctx, await atProvider(authorizeUrl)), 'invalid_state');
  });

  it('refuses a sign-in started more than 10 minutes ago', async () => {
    const { authorizeUrl, cookie } = await startGoogle();
    const callbackPath = await atProvider(authorizeUrl);
    await ctx.db.update(socialSignInStates).set({ expiresAt: new Date(Date.now() - 1000) });
    expectRefused(await get(ctx, callbackPath, cookie), 'invalid_state');
  });

  it('refuses a replayed code, with the same cookie or with a new sign-in', async () => {
    const person = newPerson();
    const first = await googleRoundTrip(person);
    expect(first.res.headers.location).toBe('/complete-profile');
    nextIdToken(person);
    expectRefused(await get(ctx, first.callbackPath, first.cookie), 'invalid_state');

    // A fresh sign-in's state and cookie, but the old code: the provider refuses the exchange.
    const { authorizeUrl, cookie } = await startGoogle();
    const replay = new URL(first.callbackPath, SITE);
    replay.searchParams.set('state', authorizeUrl.searchParams.get('state')!);
    nextIdToken(person);
    expectRefused(await get(ctx, replay.pathname + replay.search, cookie), 'verification_failed');
  });

  it('refuses the provider’s error answer (the person said no)', async () => {
    const { authorizeUrl, cookie } = await startGoogle();
    const callback = new URL(await atProvider(authorizeUrl), SITE);
    callback.searchParams.delete('code');
    callback.searchParams.set('error', 'access_denied');
    expectRefused(await get(ctx, callback.pathname + callback.search, cookie), 'cancelled');
  });

  type Tamper = (p: MutableToken['payload']) => void;
  const tampers: Array<[string, Tamper]> = [
    ['a wrong audience', (p) => Object.assign(p, { aud: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', (p) => Object.assign(p, { iss: 'https://accounts.example.com' })],
    [
      'an expired token',
      (p) => {
        const now = Math.floor(Date.now() / 1000);
        Object.assign(p, { iat: now - 7200, nbf: now - 7200, exp: now - 3600 });
      },
    ],
    ['a nonce of another sign-in', (p) => Object.assign(p, { nonce: 'a-nonce-we-never-sent' })],
    [
      'no nonce',
      (p) => {
        delete p.nonce;
      },
    ],
  ];
  it.each(tampers)('refuses an ID token with %s, making no session and no member', async (_label, tamper) => {
    const person = newPerson();
    const { res } = await googleRoundTrip(person, tamper);
    expectRefused(res, 'verification_failed');
    expect(await linkCount('google', person.sub)).toBe(0);
  });

  it('refuses an unsigned ID token (alg none)', async () => {
    const person = newPerson();
    const { authorizeUrl, cookie } = await startGoogle();
    const callbackPath = await atProvider(authorizeUrl);
    nextIdToken(person);
    google.service.on('beforeResponse', (response: { body: Record<string, unknown> }) => {
      const [, payload] = String(response.body.id_token).split('.');
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      response.body.id_token = `${header}.${payload}.`;
    });
    expectRefused(await get(ctx, callbackPath, cookie), 'verification_failed');
    expect(await linkCount('google', person.sub)).toBe(0);
  });

  it('refuses an ID token whose signature is not made with the issuer’s key', async () => {
    const person = newPerson();
    const stranger = new OAuth2Server();
    await stranger.issuer.keys.generate('RS256');
    stranger.issuer.url = google.issuer.url;
    const foreign = await stranger.issuer.buildToken();
    const { authorizeUrl, cookie } = await startGoogle();
    const callbackPath = await atProvider(authorizeUrl);
    nextIdToken(person);
    google.service.on('beforeResponse', (response: { body: Record<string, unknown> }) => {
      // The issuer's own header and claims (kid, nonce, aud all right), signed by another key.
      const [header, payload] = String(response.body.id_token).split('.');
      response.body.id_token = `${header}.${payload}.${foreign.split('.')[2]}`;
    });
    expectRefused(await get(ctx, callbackPath, cookie), 'verification_failed');
    expect(await linkCount('google', person.sub)).toBe(0);
  });
});

describe('POST /api/auth/login for a member who signed up with Google', () => {
  it('answers 401 Invalid email or password: the account has no password', async () => {
    const person = newPerson();
    const { res } = await googleRoundTrip(person);
    expect(res.headers.location).toBe('/complete-profile');
    const login = await post(ctx, '/api/auth/login', { email: person.email, password: 'Anything123' });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ error: 'Invalid email or password' });
  });
});

// --- Facebook -----------------------------------------------------------------------------------------

interface FacebookPerson {
  id: string;
  name: string;
  email?: string;
}

interface FakeFacebook {
  url: string;
  /** Who the next login dialog signs in. */
  next: FacebookPerson | null;
  close(): Promise<void>;
}

/** The login dialog, the code exchange and /me, in the Graph API's request and answer formats. */
async function startFakeFacebook(): Promise<FakeFacebook> {
  const codes = new Map<string, { person: FacebookPerson; redirectUri: string }>();
  const tokens = new Map<string, FacebookPerson>();
  const fake: FakeFacebook = { url: '', next: null, close: async () => {} };
  const oauthError = (res: http.ServerResponse, message: string) => {
    res.writeHead(400, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message, type: 'OAuthException', code: 100 } }));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, fake.url);
    const q = url.searchParams;
    if (url.pathname === '/v19.0/dialog/oauth') {
      const back = new URL(q.get('redirect_uri')!);
      if (q.get('client_id') !== FACEBOOK_APP_ID || !fake.next) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = randomUUID();
        codes.set(code, { person: fake.next, redirectUri: q.get('redirect_uri')! });
        back.searchParams.set('code', code);
      }
      if (q.get('state')) back.searchParams.set('state', q.get('state')!);
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (url.pathname === '/v19.0/oauth/access_token') {
      const grant = codes.get(q.get('code') ?? '');
      codes.delete(q.get('code') ?? '');
      if (q.get('client_id') !== FACEBOOK_APP_ID || q.get('client_secret') !== FACEBOOK_APP_SECRET) {
        return oauthError(res, 'Error validating client secret.');
      }
      if (!grant || grant.redirectUri !== q.get('redirect_uri')) {
        return oauthError(res, 'This authorization code has been used.');
      }
      const token = randomUUID();
      tokens.set(token, grant.person);
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ access_token: token, token_type: 'bearer', expires_in: 5183944 }));
    }
    if (url.pathname === '/v19.0/me') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      const person = tokens.get(token);
      if (!person) return oauthError(res, 'Invalid OAuth access token.');
      res.writeHead(200, { 'content-type': 'application/json' });
      const fields = (q.get('fields') ?? 'id,name').split(',');
      const all: Record<string, unknown> = {
        ...person,
        picture: {
          data: { url: `https://platform-lookaside.fbsbx.test/${person.id}.jpg`, is_silhouette: false },
        },
      };
      return res.end(
        JSON.stringify(Object.fromEntries(fields.filter((f) => f in all).map((f) => [f, all[f]]))),
      );
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

async function facebookRoundTrip(person: FacebookPerson, edit: (callback: URL) => void = () => {}) {
  const start = await get(ctx, '/api/auth/facebook');
  expect(start.statusCode, start.body).toBe(302);
  const dialog = new URL(start.headers.location as string);
  expect(dialog.origin + dialog.pathname).toBe(`${facebook.url}/v19.0/dialog/oauth`);
  expect(dialog.searchParams.get('redirect_uri')).toBe(`${SITE}/api/auth/facebook/callback`);
  expect(dialog.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
  const cookie = start.cookies.find((c) => c.name === 'top5_social')!;
  facebook.next = person;
  const back = await fetch(dialog, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location')!);
  edit(callback);
  return get(ctx, callback.pathname + callback.search, `top5_social=${cookie.value}`);
}

describe('Facebook sign-in', () => {
  it('signs a new person in with a placeholder profile, then finds them by their Facebook id', async () => {
    const person = { id: `${Date.now()}01`, name: 'Kenji Sato', email: `kenji_${Date.now()}@facebook.test` };
    const first = await facebookRoundTrip(person);
    expect(first.statusCode, first.body).toBe(302);
    expect(first.headers.location).toBe('/complete-profile');
    const user = await me(sessionCookie(first));
    expect(user).toMatchObject({
      displayName: 'Kenji Sato',
      isVerified: true,
      birthYear: 2000,
      country: 'Unknown',
    });
    expect(user.username).toMatch(/^kenji_sato\d*$/);
    // Facebook does not vouch for the address, so it is not put on the account.
    expect(user.email).toMatch(/^facebook-[0-9a-f]+@users\.invalid$/);

    const later = await facebookRoundTrip(person);
    expect(later.headers.location).toBe('/complete-profile');
    expect((await me(sessionCookie(later))).id).toBe(user.id);
    expect(await linkCount('facebook', person.id)).toBe(1);
  });

  it('refuses a forged state', async () => {
    const person = { id: `${Date.now()}02`, name: 'Forged State' };
    const res = await facebookRoundTrip(person, (callback) => callback.searchParams.set('state', 'forged'));
    expectRefused(res, 'invalid_state', 'facebook');
    expect(await linkCount('facebook', person.id)).toBe(0);
  });

  it('refuses an email that matches an existing account rather than taking it over', async () => {
    const member = await signedUpMember(ctx);
    const person = { id: `${Date.now()}03`, name: 'Not Them', email: member.email };
    expectRefused(await facebookRoundTrip(person), 'email_unverified', 'facebook');
    expect(await linkCount('facebook', person.id)).toBe(0);
  });

  it('refuses when the person cancels the dialog', async () => {
    const res = await facebookRoundTrip({ id: `${Date.now()}04`, name: 'Said No' }, (callback) => {
      callback.searchParams.delete('code');
      callback.searchParams.set('error', 'access_denied');
      callback.searchParams.set('error_reason', 'user_denied');
    });
    expectRefused(res, 'cancelled', 'facebook');
  });

  it('makes no session on any refusal', async () => {
    const [row] = await ctx.db.select({ n: count() }).from(sessions);
    await facebookRoundTrip({ id: `${Date.now()}05`, name: 'No Session' }, (c) =>
      c.searchParams.delete('state'),
    );
    const [after] = await ctx.db.select({ n: count() }).from(sessions);
    expect(after.n).toBe(row.n);
    expect(await ctx.db.select().from(users).where(eq(users.displayName, 'No Session'))).toEqual([]);
  });
});
