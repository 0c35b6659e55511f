/**
 * Social sign-in (docs/decisions/013-social-sign-in.md), reached by browser navigation, so every answer is a
 * redirect: to the provider, back to / or /complete-profile signed in, or to /auth?error=<code>&provider=...
 * which says what went wrong. Plus the public list of the providers this site is configured for.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  facebookCallback,
  facebookConfirmDeletion,
  facebookSignIn,
  getSocialProviders,
  googleCallback,
  googleConfirmDeletion,
  googleSignIn,
  type SocialProvider,
  type SocialSignInError,
} from '../../../shared/api/auth.js';
import { forbidden, HttpError } from '../../lib/http-error.js';
import { accountDeletedMail } from '../../mail/privacy-mails.js';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session.js';
import { authDeps, sendMail } from '../../services/auth/context.js';
import { startSession } from '../../services/auth/login.js';
import { socialSignInLimits } from '../../services/auth/rate-limits.js';
import { callbackUrl, configuredProviders, socialClients } from '../../services/auth/social-clients.js';
import { hasPlaceholderProfile } from '../../services/auth/social-member.js';
import { type SocialClient, SocialRefusal } from '../../services/auth/social-provider.js';
import {
  beginSocialSignIn,
  checkSocialAnswer,
  completeSocialSignIn,
  linkedMemberId,
} from '../../services/auth/social-sign-in.js';
import { SOCIAL_STATE_TTL_MS } from '../../services/auth/social-state.js';
import { consumeRateLimits } from '../../services/rate-limit.js';
import { removeAccountUploads } from '../../services/users/delete-account.js';
import { deleteConfirmedAccount } from '../../services/users/delete-own-account.js';
import { route } from '../route.js';

/** Binds a sign-in in flight to this browser. Lax, so it comes back with the provider's top-level redirect. */
const STATE_COOKIE = 'top5_social';
const STATE_COOKIE_PATH = '/api/auth';

export async function socialRoutes(app: FastifyInstance): Promise<void> {
  const clients = socialClients(app.config);

  route(app, getSocialProviders, { access: 'public' }, async () => configuredProviders(app.config));

  for (const [provider, start, callback, confirmDeletion] of [
    ['google', googleSignIn, googleCallback, googleConfirmDeletion],
    ['facebook', facebookSignIn, facebookCallback, facebookConfirmDeletion],
  ] as const) {
    // A member deleting their account confirms it by signing in with the provider again (issue 20).
    route(app, confirmDeletion, { access: 'member' }, async (request, reply) => {
      const user = requireUser(request);
      const client = clients[provider];
      if (!client) throw forbidden(`${PROVIDER_NAMES[provider]} sign-in is not configured on this site`);
      await consumeRateLimits(app.db, socialSignInLimits(app.config, request.ip));
      const { url, cookieToken } = await beginSocialSignIn(app.db, provider, client);
      const maxAge = Math.floor(SOCIAL_STATE_TTL_MS / 1000);
      reply.setCookie(STATE_COOKIE, cookieToken, { ...stateCookieOptions(app), maxAge });
      reply.setCookie(INTENT_COOKIE, `${DELETE_INTENT}:${user.id}`, { ...stateCookieOptions(app), maxAge });
      return { url };
    });

    route(app, start, { access: 'public' }, async (request, reply) => {
      const client = clients[provider];
      if (!client) return refuse(reply, provider, 'not_configured');
      try {
        await consumeRateLimits(app.db, socialSignInLimits(app.config, request.ip));
        const { url, cookieToken } = await beginSocialSignIn(app.db, provider, client);
        reply.setCookie(STATE_COOKIE, cookieToken, {
          ...stateCookieOptions(app),
          maxAge: Math.floor(SOCIAL_STATE_TTL_MS / 1000),
        });
        return reply.redirect(url, 302);
      } catch (error) {
        return refuse(reply, provider, refusalCode(request, provider, error));
      }
    });

    route(app, callback, { access: 'public' }, async (request, reply) => {
      // Whatever happens next, this browser's sign-in record is used up.
      reply.clearCookie(STATE_COOKIE, stateCookieOptions(app));
      const intent = request.cookies[INTENT_COOKIE];
      if (intent) reply.clearCookie(INTENT_COOKIE, stateCookieOptions(app));
      const client = clients[provider];
      if (!client) return refuse(reply, provider, 'not_configured');
      if (intent?.startsWith(`${DELETE_INTENT}:`)) {
        return confirmAccountDeletion(app, request, reply, { provider, client, intent });
      }
      try {
        const user = await completeSocialSignIn(app.db, provider, client, {
          cookieToken: request.cookies[STATE_COOKIE],
          // The address the provider was given, whatever host the request came through, plus its answer.
          callbackUrl: new URL(`${callbackUrl(app.config, provider)}${queryOf(request.url)}`),
        });
        // The provider's picture is fetched in the background and served from our origin.
        app.remoteImages.request(user.profilePicture, { kind: 'user', id: user.id });
        const session = await startSession(app.db, user.id, {
          previousTokenHash: request.sessionTokenHash,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(app, reply, session.token);
        return reply.redirect(hasPlaceholderProfile(user) ? '/complete-profile' : '/', 302);
      } catch (error) {
        return refuse(reply, provider, refusalCode(request, provider, error));
      }
    });
  }
}

const INTENT_COOKIE = 'top5_social_intent';
const DELETE_INTENT = 'delete-account';
const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * The callback of a deletion confirmation: the account goes only when the provider names the member who asked,
 * still signed in on this browser; anything else deletes nothing and sends the member back to their profile.
 */
async function confirmAccountDeletion(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { provider, client, intent }: { provider: SocialProvider; client: SocialClient; intent: string },
) {
  const user = request.user;
  if (!user) return refuse(reply, provider, 'invalid_state');
  const back = `/users/${encodeURIComponent(user.username)}?tab=about`;
  try {
    const profile = await checkSocialAnswer(app.db, provider, client, {
      cookieToken: request.cookies[STATE_COOKIE],
      callbackUrl: new URL(`${callbackUrl(app.config, provider)}${queryOf(request.url)}`),
    });
    const proven = await linkedMemberId(app.db, profile);
    if (intent !== `${DELETE_INTENT}:${user.id}` || proven !== user.id) {
      request.log.warn(
        { provider, userId: user.id, proven },
        'account deletion not confirmed by the provider',
      );
      return reply.redirect(back, 302);
    }
    const deleted = await deleteConfirmedAccount(app.db, user.id);
    await removeAccountUploads(app.db, app.files, deleted, request.log);
    clearSessionCookie(app, reply);
    // A member who never gave a real address (users.invalid) has nowhere to be told.
    if (!deleted.email.endsWith('.invalid')) await sendMail(authDeps(request), accountDeletedMail(deleted));
    return reply.redirect('/auth?notice=account_deleted', 302);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return reply.redirect(back, 302);
    refusalCode(request, provider, error);
    return reply.redirect(back, 302);
  }
}

function stateCookieOptions(app: FastifyInstance) {
  return {
    path: STATE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.secureCookies,
  };
}

function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}

function refuse(reply: FastifyReply, provider: SocialProvider, code: SocialSignInError) {
  return reply.redirect(`/auth?${new URLSearchParams({ error: code, provider })}`, 302);
}

/** The code for /auth; refusals are logged with their reason, anything unexpected as an error. */
function refusalCode(request: FastifyRequest, provider: SocialProvider, error: unknown): SocialSignInError {
  if (error instanceof SocialRefusal) {
    request.log.warn({ provider, code: error.code, reason: error.reason }, 'social sign-in refused');
    return error.code;
  }
  if (error instanceof HttpError && error.statusCode === 429) return 'too_many_attempts';
  request.log.error({ err: error, provider }, 'social sign-in failed');
  return 'provider_unavailable';
}
