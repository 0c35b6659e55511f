/**
 * Linking and unlinking Google from account settings (decision 080), the way back after a social sign-in
 * (081) and deleting an account by a mailed link (082), through app.inject against a local OpenID Connect
 * provider (oauth2-mock-server, real RS256 ID tokens).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema/index.js';
import { get, lastMailTo, post, sessionCookie, signedUpMember } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { tokenFromMail } from '../../test/mail.js';

const SITE = 'http://localhost:3000';
let ctx: TestContext;
let google: OAuth2Server;

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  ctx = await createTestContext({
    GOOGLE_CLIENT_ID: 'top5-test.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'google-test-secret',
    GOOGLE_ISSUER_URL: google.issuer.url!,
  });
});

afterAll(async () => {
  await ctx?.close();
  await google?.stop();
});

afterEach(() => {
  google.service.removeAllListeners();
});

interface Person {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

function newPerson(): Person {
  const id = randomUUID().slice(0, 8);
  return { sub: `google-${id}`, email: `p_${id}@gmail.test`, email_verified: true, name: 'Grace Hopper' };
}

/** The browser at Google, signed in as `person`: back to our callback with a code; returns its path. */
async function atGoogle(authorizeUrl: string, person: Person): Promise<string> {
  const answer = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  // Only the ID token (no scope) gets the person's claims.
  google.service.removeAllListeners('beforeTokenSigning');
  google.service.on('beforeTokenSigning', (token: MutableToken) => {
    if (!('scope' in token.payload)) Object.assign(token.payload, person);
  });
  const back = new URL(answer.headers.get('location')!);
  return back.pathname + back.search;
}

const cookiesOf = (res: { cookies: Array<{ name: string; value: string }> }, names: string[]) =>
  res.cookies.filter((c) => names.includes(c.name) && c.value).map((c) => `${c.name}=${c.value}`);

/** Signs in with Google from `/api/auth/google<query>`; the callback's answer. */
async function signInWithGoogle(person: Person, query = '') {
  const started = await get(ctx, `/api/auth/google${query}`);
  expect(started.statusCode, started.body).toBe(302);
  const callbackPath = await atGoogle(started.headers.location as string, person);
  return get(ctx, callbackPath, cookiesOf(started, ['top5_social', 'top5_social_intent']).join('; '));
}

/** A member whose only way in is Google (profile completed), and their session cookie. */
async function googleOnlyMember(person = newPerson()) {
  const cookie = sessionCookie(await signInWithGoogle(person));
  await ctx.db.update(users).set({ birthYear: 1990, country: 'Canada' }).where(eq(users.email, person.email));
  return { person, cookie };
}

/** Starts linking Google as the member of `cookie` and comes back from Google as `person`. */
async function linkGoogle(cookie: string, person: Person) {
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/google/link',
    headers: { cookie, origin: SITE },
  });
  if (started.statusCode !== 200) return started;
  const callbackPath = await atGoogle(started.json().url, person);
  const cookies = cookiesOf(started, ['top5_social', 'top5_social_intent']);
  return get(ctx, callbackPath, [cookie, ...cookies].join('; '));
}

const account = async (cookie: string) => (await get(ctx, '/api/auth/account', cookie)).json();
const unlink = (cookie: string, provider: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/auth/providers/${provider}`, headers: { cookie } });

describe('linking Google from account settings', () => {
  it('links Google to a member with a password, who can then sign in with either', async () => {
    const member = await signedUpMember(ctx);
    const person = newPerson();
    const res = await linkGoogle(member.cookie, person);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toMatch(/^\/users\/[^?]+\?account=linked$/);
    expect((await account(member.cookie)).linkedProviders).toEqual(['google']);
    const viaGoogle = sessionCookie(await signInWithGoogle(person));
    expect((await get(ctx, '/api/auth/me', viaGoogle)).json().user.id).toBe(member.id);
    // Linked once: a second start is a clear 409.
    const again = await linkGoogle(member.cookie, person);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Google is already linked to your account');
  });

  it("never takes another member's Google identity", async () => {
    const other = await googleOnlyMember();
    const member = await signedUpMember(ctx);
    const res = await linkGoogle(member.cookie, other.person);
    expect(res.headers.location).toMatch(/\?account=link_taken$/);
    expect((await account(member.cookie)).linkedProviders).toEqual([]);
    expect((await account(other.cookie)).linkedProviders).toEqual(['google']);
  });

  it('asks a visitor to sign in', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/google/link',
      headers: { origin: SITE },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('unlinking a provider', () => {
  it('keeps the last way in: 409 without a password, done once a password is set', async () => {
    const { cookie, person } = await googleOnlyMember();
    const refused = await unlink(cookie, 'google');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Google is your only way to sign in: set a password or link another provider first',
    );
    const set = await post(ctx, '/api/auth/change-password', { newPassword: 'New1Password' }, cookie);
    expect(set.statusCode, set.body).toBe(200);
    expect((await account(cookie)).hasPassword).toBe(true);
    const done = await unlink(cookie, 'google');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Google unlinked');
    expect((await account(cookie)).linkedProviders).toEqual([]);
    // Google now makes a new member: the old account answers to its password only.
    const signedIn = await post(ctx, '/api/auth/login', { email: person.email, password: 'New1Password' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('404 for a provider that is not linked, 400 for an unknown one', async () => {
    const member = await signedUpMember(ctx);
    expect((await unlink(member.cookie, 'facebook')).statusCode).toBe(404);
    expect((await unlink(member.cookie, 'myspace')).statusCode).toBe(400);
  });
});

describe('the way back after signing in with Google', () => {
  it('lands on the page the sign-in started from', async () => {
    const { person } = await googleOnlyMember();
    const res = await signInWithGoogle(person, `?next=${encodeURIComponent('/questions/5')}`);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/questions/5');
  });

  it('carries it through completing a new profile', async () => {
    const res = await signInWithGoogle(newPerson(), '?next=%2Fusers%2Fada');
    expect(res.headers.location).toBe('/complete-profile?next=%2Fusers%2Fada');
  });

  it('follows only paths on this site', async () => {
    const { person } = await googleOnlyMember();
    for (const next of ['//evil.test/x', 'https://evil.test/', '/\\evil.test', '/api/auth/me']) {
      const res = await signInWithGoogle(person, `?next=${encodeURIComponent(next)}`);
      expect(res.headers.location, next).toBe('/');
    }
  });
});

describe('deleting an account by a mailed link', () => {
  it('mails a single-use link whose POST deletes the account and signs it out', async () => {
    const { person, cookie } = await googleOnlyMember();
    const asked = await post(ctx, '/api/users/me/deletion-link', undefined, cookie);
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await lastMailTo(ctx, person.email);
    expect(mail.subject).toBe('Confirm deleting your Top 5 account');
    const token = tokenFromMail(mail, '/delete-account');
    // The token is stored hashed: the raw one is nowhere in the database.
    const stored = await ctx.db.select().from(emailTokens).where(eq(emailTokens.tokenHash, token));
    expect(stored).toEqual([]);
    const done = await post(ctx, '/api/users/confirm-deletion', { token }, cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.cookies.find((c) => c.name === 'top5_session')?.value).toBe('');
    expect((await get(ctx, '/api/auth/me', cookie)).json()).toEqual({ user: null });
    expect(await ctx.db.select().from(users).where(eq(users.email, person.email))).toEqual([]);
    const again = await post(ctx, '/api/users/confirm-deletion', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This link is invalid or has expired');
  });

  it('refuses a made-up address (users.invalid): the provider confirms instead', async () => {
    const { person, cookie } = await googleOnlyMember();
    await ctx.db
      .update(users)
      .set({ email: `google-${person.sub}@users.invalid` })
      .where(eq(users.email, person.email));
    expect((await account(cookie)).canConfirmByMail).toBe(false);
    const res = await post(ctx, '/api/users/me/deletion-link', undefined, cookie);
    expect(res.statusCode).toBe(409);
  });

  it('a wrong token deletes nothing', async () => {
    const res = await post(ctx, '/api/users/confirm-deletion', { token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(400);
  });
});
