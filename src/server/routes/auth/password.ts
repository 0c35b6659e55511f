/** Forgotten passwords: asking for a reset link, and setting a new password with it. */
import type { FastifyInstance } from 'fastify';
import { requestPasswordReset, resetPassword } from '../../../shared/api/auth.js';
import { authDeps } from '../../services/auth/context.js';
import { AUTH_MESSAGES } from '../../services/auth/messages.js';
import {
  requestPasswordReset as mailResetLink,
  resetPassword as setNewPassword,
} from '../../services/auth/password-reset.js';
import { mailRequestLimits } from '../../services/auth/rate-limits.js';
import { consumeRateLimits } from '../../services/rate-limit.js';
import { route } from '../route.js';

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  route(app, requestPasswordReset, { access: 'public' }, async (request) => {
    await consumeRateLimits(app.db, mailRequestLimits(app.config, request.ip, request.body.email));
    await mailResetLink(authDeps(request), request.body.email);
    return { message: AUTH_MESSAGES.passwordResetRequested };
  });

  // Signs the member out everywhere else; the browser making the call stays signed in if it was.
  route(app, resetPassword, { access: 'public' }, async (request) => {
    const caller =
      request.user && request.sessionTokenHash
        ? { userId: request.user.id, tokenHash: request.sessionTokenHash }
        : null;
    await setNewPassword(app.db, request.body, caller);
    return { message: AUTH_MESSAGES.passwordReset };
  });
}
