/** A signed-in member's own password, email address and sessions (src/shared/api/account.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changeEmail,
  changePassword,
  endOtherSessions,
  endSession,
  getAccountSettings,
  unlinkProvider,
} from '../../../shared/api/account.js';
import { forgetSession } from '../../cache/sessions.js';
import { notFound, unauthorized } from '../../lib/http-error.js';
import { requireUser } from '../../plugins/session.js';
import { EMAIL_CHANGE_MESSAGES, requestEmailChange } from '../../services/auth/change-email.js';
import { changePassword as saveNewPassword } from '../../services/auth/change-password.js';
import { authDeps } from '../../services/auth/context.js';
import type { AccountDeps } from '../../services/auth/current-password.js';
import { pendingEmailOf } from '../../services/auth/email-tokens.js';
import {
  endMemberSession,
  endOtherMemberSessions,
  listMemberSessions,
} from '../../services/auth/member-sessions.js';
import { mailRequestLimits } from '../../services/auth/rate-limits.js';
import {
  LINK_MESSAGES,
  linkedProviders,
  unlinkProvider as unlinkSocialProvider,
} from '../../services/auth/social-links.js';
import { findUserById } from '../../services/auth/users.js';
import { consumeRateLimits } from '../../services/rate-limit.js';
import { route } from '../route.js';

export const ACCOUNT_MESSAGES = {
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  sessionEnded: 'Session signed out',
  otherSessionsEnded: 'Other sessions signed out',
  sessionNotFound: 'Session not found',
} as const;

export async function accountSettingsRoutes(app: FastifyInstance): Promise<void> {
  const deps = (request: FastifyRequest): AccountDeps => ({ ...authDeps(request), db: app.db });
  const caller = (request: FastifyRequest) => {
    const user = requireUser(request);
    if (!request.sessionTokenHash) throw unauthorized();
    return { userId: user.id, tokenHash: request.sessionTokenHash };
  };

  route(app, getAccountSettings, { access: 'member' }, async (request) => {
    const { userId, tokenHash } = caller(request);
    const [user, pendingEmail, sessions, providers] = await Promise.all([
      findUserById(app.db, userId),
      pendingEmailOf(app.db, userId),
      listMemberSessions(app.db, userId, tokenHash),
      linkedProviders(app.db, userId),
    ]);
    if (!user) throw unauthorized();
    return {
      email: user.email,
      hasPassword: user.passwordHash !== null,
      pendingEmail,
      linkedProviders: providers,
      canConfirmByMail: !user.email.endsWith('.invalid'),
      sessions: sessions.map((s) => ({
        id: s.id,
        userAgent: s.userAgent,
        signedInAt: s.signedInAt.toISOString(),
        lastActiveAt: s.lastActiveAt.toISOString(),
        current: s.current,
      })),
    };
  });

  route(app, changePassword, { access: 'member' }, async (request) => {
    await saveNewPassword(deps(request), caller(request), request.body);
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  });

  // Sends mail: limited per IP and per address, as the other mail-sending calls are.
  route(app, changeEmail, { access: 'member' }, async (request) => {
    const { userId } = caller(request);
    await consumeRateLimits(app.db, mailRequestLimits(app.config, request.ip, request.body.newEmail));
    await consumeRateLimits(app.db, mailRequestLimits(app.config, `user:${userId}`, `user:${userId}`));
    await requestEmailChange(deps(request), userId, request.body);
    return { message: EMAIL_CHANGE_MESSAGES.requested };
  });

  // Always one way in left: docs/decisions/080.
  route(app, unlinkProvider, { access: 'member' }, async (request) => {
    const { userId } = caller(request);
    await unlinkSocialProvider(app.db, userId, request.params.provider);
    return { message: LINK_MESSAGES.unlinked(request.params.provider) };
  });

  route(app, endSession, { access: 'member' }, async (request) => {
    const { userId, tokenHash } = caller(request);
    const ended = await endMemberSession(app.db, userId, request.params.id, tokenHash);
    if (!ended) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
    forgetSession(app, ended);
    return { message: ACCOUNT_MESSAGES.sessionEnded };
  });

  route(app, endOtherSessions, { access: 'member' }, async (request) => {
    const { userId, tokenHash } = caller(request);
    for (const ended of await endOtherMemberSessions(app.db, userId, tokenHash)) forgetSession(app, ended);
    return { message: ACCOUNT_MESSAGES.otherSessionsEnded };
  });
}
