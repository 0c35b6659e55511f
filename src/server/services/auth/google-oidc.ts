/**
 * Sign-in with Google through OpenID Connect (openid-client): discovery from the issuer, the authorization
 * code flow with PKCE, state and nonce, and an ID token whose signature is checked against the issuer's
 * JWKS along with its issuer, audience, expiry and nonce. openid-client is loaded by the first sign-in with
 * Google, not at start-up (decision 038).
 */
import type * as Oidc from 'openid-client';
import { isLoopbackUrl } from '../../config.js';
import {
  refuseProviderError,
  type SocialClient,
  type SocialProfile,
  SocialRefusal,
} from './social-provider.js';
import type { SocialState } from './social-state.js';

export interface GoogleSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

/** Seconds each call to the provider (discovery, token, JWKS) may take. */
const PROVIDER_TIMEOUT_S = 10;

export class GoogleSignIn implements SocialClient {
  #configuration: Promise<Oidc.Configuration> | null = null;

  constructor(private readonly settings: GoogleSettings) {}

  /** Discovered once and kept; a failed discovery is tried again on the next sign-in. */
  private configuration(): Promise<Oidc.Configuration> {
    if (!this.#configuration) {
      const issuer = new URL(this.settings.issuer);
      this.#configuration = import('openid-client')
        .then((oidc) =>
          oidc.discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
            timeout: PROVIDER_TIMEOUT_S,
            execute: [
              // openid-client 6 trusts the TLS channel and skips the ID token's signature unless told otherwise.
              oidc.enableNonRepudiationChecks,
              // Plain http only for a provider on this machine (tests, local providers); config.ts refuses others.
              ...(issuer.protocol === 'http:' && isLoopbackUrl(issuer) ? [oidc.allowInsecureRequests] : []),
            ],
          }),
        )
        .catch((error: unknown) => {
          this.#configuration = null;
          throw new SocialRefusal('provider_unavailable', 'OpenID Connect discovery failed', {
            cause: error,
          });
        });
    }
    return this.#configuration;
  }

  async start() {
    const config = await this.configuration();
    const oidc = await import('openid-client');
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, checks: { state, nonce, codeVerifier } };
  }

  async finish(callbackUrl: URL, saved: SocialState): Promise<SocialProfile> {
    refuseProviderError(callbackUrl.searchParams);
    const config = await this.configuration();
    const oidc = await import('openid-client');
    if (!saved.nonce || !saved.codeVerifier)
      throw new SocialRefusal('invalid_state', 'saved record lacks checks');
    let tokens: Awaited<ReturnType<typeof Oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: saved.state,
        expectedNonce: saved.nonce,
        pkceCodeVerifier: saved.codeVerifier,
        idTokenExpected: true,
      });
    } catch (error) {
      if (error instanceof oidc.AuthorizationResponseError) {
        throw new SocialRefusal('cancelled', `provider answered ${error.error}`, { cause: error });
      }
      // openid-client says which check failed in the cause ('unexpected JWT "aud" (audience) claim value').
      const detail = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      const reason = `${error instanceof Error ? error.message : String(error)}${detail}`;
      throw new SocialRefusal('verification_failed', `code exchange or ID token refused: ${reason}`, {
        cause: error,
      });
    }
    // Present and checked (signature, iss, aud, exp, iat, nonce) once idTokenExpected passed.
    const claims = tokens.claims();
    if (!claims) throw new SocialRefusal('verification_failed', 'no ID token');
    return {
      provider: 'google',
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === 'string' ? claims.name : null,
      picture:
        typeof claims.picture === 'string' && claims.picture.startsWith('https://') ? claims.picture : null,
    };
  }
}
