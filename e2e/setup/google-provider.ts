/**
 * A local stand-in for Google in the end-to-end run: oauth2-mock-server on 127.0.0.1 (a free port), which
 * speaks OpenID Connect and signs real RS256 ID tokens with its own JWKS. Its /authorize answers at once with
 * a code, so "who is signed in at Google" comes from a cookie the spec puts in its browser for the provider
 * (as Google's own session cookie would decide it): the claims it carries go into the ID token of that code.
 */
import type { IncomingMessage } from 'node:http';
import {
  type MutableRedirectUri,
  type MutableToken,
  OAuth2Server,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';

export const GOOGLE_CLIENT_ID = 'top5-e2e.apps.googleusercontent.com';
export const GOOGLE_CLIENT_SECRET = 'top5-e2e-google-secret';

/** The cookie (on the provider's /authorize) that says who the browser is signed in as at the provider. */
export const GOOGLE_PERSON_COOKIE = 'e2e_google_person';

/** The ID token claims for the browser's person; `aud` only to make the provider answer for another app. */
export interface GooglePerson {
  sub: string;
  name: string;
  email: string;
  email_verified: boolean;
  aud?: string;
}

export function googlePersonCookie(person: GooglePerson): string {
  return Buffer.from(JSON.stringify(person)).toString('base64url');
}

function personOf(req: IncomingMessage): GooglePerson | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === GOOGLE_PERSON_COOKIE && value) {
      return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as GooglePerson;
    }
  }
  return null;
}

export async function startGoogleProvider(): Promise<OAuth2Server> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  // The person each code was issued to, until the code is exchanged.
  const people = new Map<string, GooglePerson>();
  provider.service.on('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri, req: IncomingMessage) => {
    const code = url.searchParams.get('code');
    const person = personOf(req);
    if (code && person) people.set(code, person);
  });
  provider.service.on('beforeTokenSigning', (token: MutableToken, req: TokenRequestIncomingMessage) => {
    // The access token carries a scope; only the ID token gets the person's claims.
    if ('scope' in token.payload) return;
    const code = req.body.code;
    const person = code ? people.get(code) : undefined;
    if (!code || !person) return;
    people.delete(code);
    Object.assign(token.payload, person);
  });
  await provider.start(0, '127.0.0.1');
  // The library names a loopback issuer 'localhost'; say the address it listens on.
  provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
  return provider;
}
