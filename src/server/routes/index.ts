/** Every API area, mounted under /api. */
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/index.js';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes, { prefix: '/auth' });
}
