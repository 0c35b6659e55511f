/** Signing in and out, the current member, and keeping a session alive. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSchema } from '../../../shared/schemas/auth.js';
import {
  clearSessionCookie,
  refreshSessionCookie,
  requireUser,
  setSessionCookie,
} from '../../plugins/session.js';
import { presentSessionUser } from '../../presenters/user.js';
import { authenticate, startSession } from '../../services/auth/login.js';
import { AUTH_MESSAGES } from '../../services/auth/messages.js';
import { loginLimits } from '../../services/auth/rate-limits.js';
import { consumeRateLimits } from '../../services/rate-limit.js';
import { deleteSession, extendSession } from '../../services/sessions.js';
import { unauthorized } from '../../lib/http-error.js';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/login', { schema: { body: loginSchema } }, async (request, reply) => {
    await consumeRateLimits(app.db, loginLimits(app.config, request.ip, request.body.email));
    const user = await authenticate(app.db, request.body);
    const session = await startSession(app.db, user.id, {
      previousTokenHash: request.sessionTokenHash,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(app, reply, session.token);
    return { user: presentSessionUser(user) };
  });

  app.get('/me', async (request) => {
    const user = requireUser(request);
    return { user: presentSessionUser(user) };
  });

  app.post('/logout', async (request, reply) => {
    if (request.sessionTokenHash) await deleteSession(app.db, request.sessionTokenHash);
    clearSessionCookie(app, reply);
    return { message: AUTH_MESSAGES.loggedOut };
  });

  app.post('/extend-session', async (request, reply) => {
    requireUser(request);
    const expiresAt = request.sessionTokenHash ? await extendSession(app.db, request.sessionTokenHash) : null;
    if (!expiresAt) throw unauthorized();
    refreshSessionCookie(app, request, reply);
    return { message: AUTH_MESSAGES.sessionExtended, expiresAt: expiresAt.toISOString() };
  });
};
