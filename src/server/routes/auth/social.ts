/**
 * GET /api/auth/google and /api/auth/facebook, reached by browser navigation. Social sign-in is not built yet
 * (a later issue), so the browser goes back to /auth, which says so, instead of landing on a JSON error.
 */
import type { FastifyPluginAsync } from 'fastify';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;

export const socialRoutes: FastifyPluginAsync = async (app) => {
  for (const provider of SOCIAL_PROVIDERS) {
    app.get(`/${provider}`, async (_request, reply) =>
      reply.redirect(`/auth?social=unavailable&provider=${provider}`, 303),
    );
  }
};
