/** What the social sign-in routes share: the browser's cookies of a sign-in in flight, and refusals. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProvider, SocialSignInError } from '../../../shared/api/auth.js';
import { HttpError } from '../../lib/http-error.js';
import { callbackUrl } from '../../services/auth/social-clients.js';
import { SocialRefusal } from '../../services/auth/social-provider.js';

/** Binds a sign-in in flight to this browser. Lax, so it comes back with the provider's top-level redirect. */
export const STATE_COOKIE = 'top5_social';
/**
 * What the sign-in in flight is for, when it is more than signing in: `delete-account:<member id>`,
 * `link:<member id>` or `next:<path to go back to>`. HttpOnly, set by our own server only.
 */
export const INTENT_COOKIE = 'top5_social_intent';

export function stateCookieOptions(app: FastifyInstance) {
  return {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.secureCookies,
  };
}

/** The address the provider was given, whatever host the request came through, plus its answer. */
export function answerUrl(app: FastifyInstance, provider: SocialProvider, url: string): URL {
  const at = url.indexOf('?');
  return new URL(`${callbackUrl(app.config, provider)}${at === -1 ? '' : url.slice(at)}`);
}

export function refuse(reply: FastifyReply, provider: SocialProvider, code: SocialSignInError) {
  return reply.redirect(`/auth?${new URLSearchParams({ error: code, provider })}`, 302);
}

/** The code for /auth; refusals are logged with their reason, anything unexpected as an error. */
export function refusalCode(
  request: FastifyRequest,
  provider: SocialProvider,
  error: unknown,
): SocialSignInError {
  if (error instanceof SocialRefusal) {
    request.log.warn({ provider, code: error.code, reason: error.reason }, 'social sign-in refused');
    return error.code;
  }
  if (error instanceof HttpError && error.statusCode === 429) return 'too_many_attempts';
  request.log.error({ err: error, provider }, 'social sign-in failed');
  return 'provider_unavailable';
}
