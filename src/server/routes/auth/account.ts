/** Registration, email verification and profile completion. */
import type { FastifyInstance } from 'fastify';
import { completeProfile, register, resendVerification, verifyEmail } from '../../../shared/api/auth.js';
import { presentSessionUser } from '../../presenters/user.js';
import { confirmEmailChange, EMAIL_CHANGE_MESSAGES } from '../../services/auth/change-email.js';
import { authDeps } from '../../services/auth/context.js';
import { AUTH_MESSAGES } from '../../services/auth/messages.js';
import { completeProfile as saveProfile } from '../../services/auth/profile.js';
import { mailRequestLimits, registerLimits } from '../../services/auth/rate-limits.js';
import { registerMember } from '../../services/auth/register.js';
import {
  resendVerification as mailVerificationAgain,
  verifyEmail as markEmailVerified,
} from '../../services/auth/verification.js';
import { consumeRateLimits } from '../../services/rate-limit.js';
import { route } from '../route.js';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  // Answers the new member but does not sign them in: they must verify their email first.
  route(app, register, { access: 'public' }, async (request, reply) => {
    await consumeRateLimits(app.db, registerLimits(app.config, request.ip));
    const user = await registerMember(authDeps(request), request.body);
    return reply.code(201).send({ user: presentSessionUser(user) });
  });

  // The same link page serves a new address of an email change (its token has a purpose of its own).
  route(app, verifyEmail, { access: 'public' }, async (request) => {
    if (await confirmEmailChange(authDeps(request), request.body.token)) {
      return { message: EMAIL_CHANGE_MESSAGES.changed };
    }
    await markEmailVerified(app.db, request.body.token);
    return { message: AUTH_MESSAGES.emailVerified };
  });

  route(app, resendVerification, { access: 'public' }, async (request) => {
    await consumeRateLimits(app.db, mailRequestLimits(app.config, request.ip, request.body.email));
    await mailVerificationAgain(authDeps(request), request.body.email);
    return { message: AUTH_MESSAGES.resendVerification };
  });

  route(app, completeProfile, { access: 'member' }, async (request) => {
    const updated = await saveProfile(app.db, request.user!.id, request.body);
    return { user: presentSessionUser(updated) };
  });
}
