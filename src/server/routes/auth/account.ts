/** Registration, email verification and profile completion. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeProfileSchema,
  emailOnlySchema,
  registerSchema,
  verifyEmailSchema,
} from '../../../shared/schemas/auth.js';
import { requireUser } from '../../plugins/session.js';
import { presentSessionUser } from '../../presenters/user.js';
import { authDeps } from '../../services/auth/context.js';
import { AUTH_MESSAGES } from '../../services/auth/messages.js';
import { completeProfile } from '../../services/auth/profile.js';
import { mailRequestLimits, registerLimits } from '../../services/auth/rate-limits.js';
import { registerMember } from '../../services/auth/register.js';
import { resendVerification, verifyEmail } from '../../services/auth/verification.js';
import { consumeRateLimits } from '../../services/rate-limit.js';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers the new member but does not sign them in: they must verify their email first.
  app.post('/register', { schema: { body: registerSchema } }, async (request, reply) => {
    await consumeRateLimits(app.db, registerLimits(app.config, request.ip));
    const user = await registerMember(authDeps(request), request.body);
    return reply.code(201).send({ user: presentSessionUser(user) });
  });

  app.post('/verify-email', { schema: { body: verifyEmailSchema } }, async (request) => {
    await verifyEmail(app.db, request.body.token);
    return { message: AUTH_MESSAGES.emailVerified };
  });

  app.post('/resend-verification', { schema: { body: emailOnlySchema } }, async (request) => {
    await consumeRateLimits(app.db, mailRequestLimits(app.config, request.ip, request.body.email));
    await resendVerification(authDeps(request), request.body.email);
    return { message: AUTH_MESSAGES.resendVerification };
  });

  app.patch('/complete-profile', { schema: { body: completeProfileSchema } }, async (request) => {
    const user = requireUser(request);
    const updated = await completeProfile(app.db, user.id, request.body);
    return { user: presentSessionUser(updated) };
  });
};
