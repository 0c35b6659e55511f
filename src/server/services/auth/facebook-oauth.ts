/**
 * Sign-in with Facebook through OAuth 2 (Facebook Login's manual flow): the login dialog with `state`, the
 * code exchanged for an access token with the app secret, then `/me?fields=id,name,email,picture` from the
 * Graph API, every Graph call carrying `appsecret_proof`.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  refuseProviderError,
  type SocialClient,
  type SocialProfile,
  SocialRefusal,
} from './social-provider.js';
import type { SocialState } from './social-state.js';

export interface FacebookSettings {
  authUrl: string;
  graphUrl: string;
  appId: string;
  appSecret: string;
  redirectUri: string;
}

const GRAPH_VERSION = 'v19.0';
const PROVIDER_TIMEOUT_MS = 10_000;

const tokenAnswer = z.object({ access_token: z.string().min(1) });
const meAnswer = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
});

export class FacebookSignIn implements SocialClient {
  constructor(private readonly settings: FacebookSettings) {}

  async start() {
    // openid-client is loaded by the first sign-in with Facebook, not at start-up (decision 038).
    const { randomState } = await import('openid-client');
    const state = randomState();
    const url = new URL(`/${GRAPH_VERSION}/dialog/oauth`, this.settings.authUrl);
    url.search = new URLSearchParams({
      client_id: this.settings.appId,
      redirect_uri: this.settings.redirectUri,
      response_type: 'code',
      scope: 'public_profile,email',
      state,
    }).toString();
    return { url: url.href, checks: { state } };
  }

  async finish(callbackUrl: URL, saved: SocialState): Promise<SocialProfile> {
    const params = callbackUrl.searchParams;
    refuseProviderError(params);
    // The caller has matched the state already; checked again here so this client is safe on its own.
    if (params.get('state') !== saved.state) throw new SocialRefusal('invalid_state', 'state mismatch');
    const code = params.get('code');
    if (!code) throw new SocialRefusal('verification_failed', 'no code');

    const token = tokenAnswer.safeParse(
      await this.graph('/oauth/access_token', {
        client_id: this.settings.appId,
        client_secret: this.settings.appSecret,
        redirect_uri: this.settings.redirectUri,
        code,
      }),
    );
    if (!token.success) throw new SocialRefusal('verification_failed', 'code exchange answered no token');
    const accessToken = token.data.access_token;

    const me = meAnswer.safeParse(
      await this.graph(
        '/me',
        { fields: 'id,name,email,picture', appsecret_proof: this.proof(accessToken) },
        accessToken,
      ),
    );
    if (!me.success) throw new SocialRefusal('verification_failed', '/me answered no id');
    return {
      provider: 'facebook',
      subject: me.data.id,
      email: me.data.email ?? null,
      // Facebook does not say whether the address was confirmed: never trusted to link accounts
      // (docs/decisions/013-social-sign-in.md).
      emailVerified: false,
      name: me.data.name ?? null,
      // Its picture URLs are signed and expire, so none is kept.
      picture: null,
    };
  }

  /** Proves the access token was obtained by this app (Graph API "Require App Secret" setting). */
  private proof(accessToken: string): string {
    return createHmac('sha256', this.settings.appSecret).update(accessToken).digest('hex');
  }

  /** A Graph API GET; any failure (network, timeout, an error answer) refuses the sign-in. */
  private async graph(path: string, query: Record<string, string>, accessToken?: string): Promise<unknown> {
    const url = new URL(`/${GRAPH_VERSION}${path}`, this.settings.graphUrl);
    url.search = new URLSearchParams(query).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw new SocialRefusal('provider_unavailable', `Graph API ${path} unreachable`, { cause: error });
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = (body as { error?: { message?: string } } | null)?.error?.message ?? '';
      throw new SocialRefusal(
        'verification_failed',
        `Graph API ${path} answered ${response.status} ${message}`,
      );
    }
    return body;
  }
}
