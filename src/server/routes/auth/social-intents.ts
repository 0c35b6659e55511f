/**
 * What a signed-in member does by signing in with a provider again: confirming the deletion of their account
 * (docs/decisions/073) and linking the provider to their account (docs/decisions/080). Both start with a POST
 * that answers the provider's URL and sets an intent cookie naming the member; the provider's callback ends
 * them here, and only for the member who asked and is still signed in on that browser.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProvider } from '../../../shared/api/auth.js';
import { forbidden, HttpError } from '../../lib/http-error.js';
import { accountDeletedMail } from '../../mail/privacy-mails.js';
import { clearSessionCookie, requireUser } from '../../plugins/session.js';
import { authDeps, sendMail } from '../../services/auth/context.js';
import { socialSignInLimits } from '../../services/auth/rate-limits.js';
import { assertNotLinked, linkProvider, PROVIDER_NAMES } from '../../services/auth/social-links.js';
import type { SocialClient } from '../../services/auth/social-provider.js';
import { beginSocialSignIn, checkSocialAnswer, linkedMemberId } from '../../services/auth/social-sign-in.js';
import { SOCIAL_STATE_TTL_MS } from '../../services/auth/social-state.js';
import { consumeRateLimits } from '../../services/rate-limit.js';
import { removeAccountUploads } from '../../services/users/delete-account.js';
import { deleteConfirmedAccount } from '../../services/users/delete-own-account.js';
import {
  answerUrl,
  INTENT_COOKIE,
  refusalCode,
  refuse,
  STATE_COOKIE,
  stateCookieOptions,
} from './social-kit.js';

export type MemberIntent = 'delete-account' | 'link';

/** The POST that starts a member's intent: the provider's URL, and the two cookies for its callback. */
export async function startMemberIntent(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  {
    provider,
    client,
    intent,
  }: { provider: SocialProvider; client: SocialClient | undefined; intent: MemberIntent },
): Promise<{ url: string }> {
  const user = requireUser(request);
  if (!client) throw forbidden(`${PROVIDER_NAMES[provider]} sign-in is not configured on this site`);
  if (intent === 'link') await assertNotLinked(app.db, user.id, provider);
  await consumeRateLimits(app.db, socialSignInLimits(app.config, request.ip));
  const { url, cookieToken } = await beginSocialSignIn(app.db, provider, client);
  const maxAge = Math.floor(SOCIAL_STATE_TTL_MS / 1000);
  reply.setCookie(STATE_COOKIE, cookieToken, { ...stateCookieOptions(app), maxAge });
  reply.setCookie(INTENT_COOKIE, `${intent}:${user.id}`, { ...stateCookieOptions(app), maxAge });
  return { url };
}

/** The intent a callback's cookie names, when it is a member's: what it is and for whom. */
export function memberIntentOf(cookie: string | undefined): { intent: MemberIntent; userId: number } | null {
  const match = /^(delete-account|link):(\d{1,15})$/.exec(cookie ?? '');
  return match ? { intent: match[1] as MemberIntent, userId: Number(match[2]) } : null;
}

/** The provider's callback for a member's intent; nothing happens unless that member is the one signed in. */
export async function finishMemberIntent(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  args: { provider: SocialProvider; client: SocialClient; intent: MemberIntent; userId: number },
) {
  const { provider, client, intent, userId } = args;
  const user = request.user;
  if (!user || user.id !== userId) return refuse(reply, provider, 'invalid_state');
  const profilePath = `/users/${encodeURIComponent(user.username)}`;
  const back = intent === 'link' ? `${profilePath}?account=link_failed` : `${profilePath}?tab=about`;
  try {
    const profile = await checkSocialAnswer(app.db, provider, client, {
      cookieToken: request.cookies[STATE_COOKIE],
      callbackUrl: answerUrl(app, provider, request.url),
    });
    if (intent === 'link') {
      const result = await linkProvider(app.db, user.id, profile);
      request.log.info({ provider, userId: user.id, result }, 'social provider link');
      return reply.redirect(`${profilePath}?account=${result}`, 302);
    }
    const proven = await linkedMemberId(app.db, profile);
    if (proven !== user.id) {
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
    if (!(error instanceof HttpError && error.statusCode === 409)) refusalCode(request, provider, error);
    return reply.redirect(back, 302);
  }
}
