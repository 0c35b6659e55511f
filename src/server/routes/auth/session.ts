/** Signing in and out, the current member, and keeping a session alive. */
import type { FastifyInstance } from 'fastify';
import { extendSession, getMe, login, logout } from '../../../shared/api/auth.js';
import { forgetSession, withOwnCounts } from '../../cache/sessions.js';
import { unauthorized } from '../../lib/http-error.js';
import { clearSessionCookie, refreshSessionCookie, setSessionCookie } from '../../plugins/session.js';
import { presentSessionUser } from '../../presenters/user.js';
import { knownDeviceOf } from '../../services/auth/known-devices.js';
import { authenticate, startSession } from '../../services/auth/login.js';
import { AUTH_MESSAGES } from '../../services/auth/messages.js';
import { loginLimits } from '../../services/auth/rate-limits.js';
import { consumeRateLimits } from '../../services/rate-limit.js';
import { deleteSession, extendSession as extendSessionExpiry } from '../../services/sessions.js';
import { route } from '../route.js';
import { deviceToken, setDeviceCookie } from './device-cookie.js';

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  // A browser the member signed in on before is counted on its own limit, not the email's (decision 016).
  route(app, login, { access: 'public' }, async (request, reply) => {
    const device = await knownDeviceOf(app.db, deviceToken(request), request.body.email);
    await consumeRateLimits(app.db, loginLimits(app.config, request.ip, request.body.email, device));
    const user = await authenticate(app.db, request.body);
    const session = await startSession(app.db, user.id, {
      previousTokenHash: request.sessionTokenHash,
      userAgent: request.headers['user-agent'],
      deviceToken: deviceToken(request),
    });
    setSessionCookie(app, reply, session.token);
    setDeviceCookie(app, reply, session.deviceToken);
    return { user: presentSessionUser(user) };
  });

  route(app, getMe, { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { user: request.user ? presentSessionUser(await withOwnCounts(app, request.user)) : null };
  });

  route(app, logout, { access: 'public' }, async (request, reply) => {
    if (request.sessionTokenHash) {
      await deleteSession(app.db, request.sessionTokenHash);
      forgetSession(app, request.sessionTokenHash);
    }
    clearSessionCookie(app, reply);
    return { message: AUTH_MESSAGES.loggedOut };
  });

  route(app, extendSession, { access: 'member' }, async (request, reply) => {
    // A member is only ever signed in through a session, but its row may end between the two reads.
    const expiresAt = request.sessionTokenHash
      ? await extendSessionExpiry(app.db, request.sessionTokenHash)
      : null;
    if (request.sessionTokenHash) forgetSession(app, request.sessionTokenHash);
    if (!expiresAt) throw unauthorized();
    refreshSessionCookie(app, request, reply);
    return { message: AUTH_MESSAGES.sessionExtended, expiresAt: expiresAt.toISOString() };
  });
}
