/** The clients of the social providers whose keys are set, and the redirect URI each is registered with. */
import type { SocialProvider, SocialProviders } from '../../../shared/api/auth.js';
import type { Config } from '../../config.js';
import { FacebookSignIn } from './facebook-oauth.js';
import { GoogleSignIn } from './google-oidc.js';
import type { SocialClient } from './social-provider.js';

export const callbackUrl = (config: Config, provider: SocialProvider) =>
  `${config.publicUrl}/api/auth/${provider}/callback`;

export function configuredProviders(config: Config): SocialProviders {
  return {
    google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    facebook: Boolean(config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET),
  };
}

/** A client for each configured provider; Google's discovery waits for the first sign-in. */
export function socialClients(config: Config): Partial<Record<SocialProvider, SocialClient>> {
  const configured = configuredProviders(config);
  return {
    google: configured.google
      ? new GoogleSignIn({
          issuer: config.GOOGLE_ISSUER_URL,
          clientId: config.GOOGLE_CLIENT_ID!,
          clientSecret: config.GOOGLE_CLIENT_SECRET!,
          redirectUri: callbackUrl(config, 'google'),
        })
      : undefined,
    facebook: configured.facebook
      ? new FacebookSignIn({
          authUrl: config.FACEBOOK_AUTH_URL,
          graphUrl: config.FACEBOOK_GRAPH_URL,
          appId: config.FACEBOOK_APP_ID!,
          appSecret: config.FACEBOOK_APP_SECRET!,
          redirectUri: callbackUrl(config, 'facebook'),
        })
      : undefined,
  };
}
