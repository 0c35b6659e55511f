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
import { deviceToken, setDeviceCookie } from './device-cookie.js';

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  // Only records the request: the same work and time whether or not the email has an account (decision 015).
  // It has limits of its own, so a lockout of the email's sign-ins never blocks the reset.
  route(app, requestPasswordReset, { access: 'public' }, async (request) => {
    await consumeRateLimits(app.db, mailRequestLimits(app.config, request.ip, request.body.email));
    await mailResetLink(authDeps(request), request.body.email);
    return { message: AUTH_MESSAGES.passwordResetRequested };
  });

  // Signs the member out everywhere else; the browser making the call stays signed in if it was, and
  // becomes a known device, so it can sign in during a lockout of the email (decision 016).
  route(app, resetPassword, { access: 'public' }, async (request, reply) => {
    const caller =
      request.user && request.sessionTokenHash
        ? { userId: request.user.id, tokenHash: request.sessionTokenHash }
        : null;
    const { deviceToken: device } = await setNewPassword(app.db, request.body, caller, deviceToken(request));
    setDeviceCookie(app, reply, device);
    return { message: AUTH_MESSAGES.passwordReset };
  });
}
