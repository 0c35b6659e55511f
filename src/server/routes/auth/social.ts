/**
 * GET /api/auth/google and /api/auth/facebook, reached by browser navigation. Social sign-in is not built yet
 * (a later issue), so the browser goes back to /auth, which says so, instead of landing on a JSON error.
 */
import type { FastifyInstance } from 'fastify';
import { facebookSignIn, googleSignIn } from '../../../shared/api/auth.js';
import { route } from '../route.js';

export async function socialRoutes(app: FastifyInstance): Promise<void> {
  for (const [provider, call] of [
    ['google', googleSignIn],
    ['facebook', facebookSignIn],
  ] as const) {
    route(app, call, { access: 'public' }, async (_request, reply) =>
      reply.redirect(`/auth?social=unavailable&provider=${provider}`, 303),
    );
  }
}
