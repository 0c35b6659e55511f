/** Forgotten passwords: asking for a reset link, and setting a new password with it. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailOnlySchema, resetPasswordSchema } from '../../../shared/schemas/auth.js';
import { authDeps } from '../../services/auth/context.js';
import { AUTH_MESSAGES } from '../../services/auth/messages.js';
import { requestPasswordReset, resetPassword } from '../../services/auth/password-reset.js';
import { mailRequestLimits } from '../../services/auth/rate-limits.js';
import { consumeRateLimits } from '../../services/rate-limit.js';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/request-password-reset', { schema: { body: emailOnlySchema } }, async (request) => {
    await consumeRateLimits(app.db, mailRequestLimits(app.config, request.ip, request.body.email));
    await requestPasswordReset(authDeps(request), request.body.email);
    return { message: AUTH_MESSAGES.passwordResetRequested };
  });

  // Signs the member out everywhere else; the browser making the call stays signed in if it was.
  app.post('/reset-password', { schema: { body: resetPasswordSchema } }, async (request) => {
    const caller =
      request.user && request.sessionTokenHash
        ? { userId: request.user.id, tokenHash: request.sessionTokenHash }
        : null;
    await resetPassword(app.db, request.body, caller);
    return { message: AUTH_MESSAGES.passwordReset };
  });
};
