/**
 * Social sign-in (docs/decisions/013-social-sign-in.md), reached by browser navigation, so every answer is a
 * redirect: to the provider, back to the page the sign-in started from (`next`, docs/decisions/081) or
 * /complete-profile signed in, or to /auth?error=<code>&provider=... which says what went wrong. Plus the
 * public list of the providers this site is configured for, and a member's own intents (social-intents.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  facebookCallback,
  facebookConfirmDeletion,
  facebookLink,
  facebookSignIn,
  getSocialProviders,
  googleCallback,
  googleConfirmDeletion,
  googleLink,
  googleSignIn,
} from '../../../shared/api/auth.js';
import { safeReturnPath } from '../../../shared/return-path.js';
import { setSessionCookie } from '../../plugins/session.js';
import { startSession } from '../../services/auth/login.js';
import { socialSignInLimits } from '../../services/auth/rate-limits.js';
import { configuredProviders, socialClients } from '../../services/auth/social-clients.js';
import { hasPlaceholderProfile } from '../../services/auth/social-member.js';
import { beginSocialSignIn, completeSocialSignIn } from '../../services/auth/social-sign-in.js';
import { SOCIAL_STATE_TTL_MS } from '../../services/auth/social-state.js';
import { consumeRateLimits } from '../../services/rate-limit.js';
import { route } from '../route.js';
import { finishMemberIntent, memberIntentOf, startMemberIntent } from './social-intents.js';
import {
  answerUrl,
  INTENT_COOKIE,
  refusalCode,
  refuse,
  STATE_COOKIE,
  stateCookieOptions,
} from './social-kit.js';

const NEXT_INTENT = 'next:';

export async function socialRoutes(app: FastifyInstance): Promise<void> {
  const clients = socialClients(app.config);

  route(app, getSocialProviders, { access: 'public' }, async () => configuredProviders(app.config));

  for (const [provider, start, callback, confirmDeletion, link] of [
    ['google', googleSignIn, googleCallback, googleConfirmDeletion, googleLink],
    ['facebook', facebookSignIn, facebookCallback, facebookConfirmDeletion, facebookLink],
  ] as const) {
    // A member deleting their account confirms it by signing in with the provider again (issue 20).
    route(app, confirmDeletion, { access: 'member' }, (request, reply) =>
      startMemberIntent(app, request, reply, {
        provider,
        client: clients[provider],
        intent: 'delete-account',
      }),
    );
    route(app, link, { access: 'member' }, (request, reply) =>
      startMemberIntent(app, request, reply, { provider, client: clients[provider], intent: 'link' }),
    );

    route(app, start, { access: 'public' }, async (request, reply) => {
      const client = clients[provider];
      if (!client) return refuse(reply, provider, 'not_configured');
      try {
        await consumeRateLimits(app.db, socialSignInLimits(app.config, request.ip));
        const { url, cookieToken } = await beginSocialSignIn(app.db, provider, client);
        const options = { ...stateCookieOptions(app), maxAge: Math.floor(SOCIAL_STATE_TTL_MS / 1000) };
        reply.setCookie(STATE_COOKIE, cookieToken, options);
        // The way back, checked now and again on the callback: only a path on this site.
        const next = safeReturnPath(request.query.next);
        if (next && next !== '/') reply.setCookie(INTENT_COOKIE, `${NEXT_INTENT}${next}`, options);
        else if (request.cookies[INTENT_COOKIE]) reply.clearCookie(INTENT_COOKIE, stateCookieOptions(app));
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
      const memberIntent = memberIntentOf(intent);
      if (memberIntent) return finishMemberIntent(app, request, reply, { provider, client, ...memberIntent });
      try {
        const user = await completeSocialSignIn(app.db, provider, client, {
          cookieToken: request.cookies[STATE_COOKIE],
          callbackUrl: answerUrl(app, provider, request.url),
        });
        // The provider's picture is fetched in the background and served from our origin.
        app.remoteImages.request(user.profilePicture, { kind: 'user', id: user.id });
        const session = await startSession(app.db, user.id, {
          previousTokenHash: request.sessionTokenHash,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(app, reply, session.token);
        const next = intent?.startsWith(NEXT_INTENT)
          ? safeReturnPath(intent.slice(NEXT_INTENT.length))
          : null;
        if (hasPlaceholderProfile(user)) {
          return reply.redirect(
            next ? `/complete-profile?next=${encodeURIComponent(next)}` : '/complete-profile',
            302,
          );
        }
        return reply.redirect(next ?? '/', 302);
      } catch (error) {
        return refuse(reply, provider, refusalCode(request, provider, error));
      }
    });
  }
}
