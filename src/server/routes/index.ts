/** Every API area, mounted under /api. */
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/index.js';
import { questionRoutes } from './questions/index.js';
import { responseRoutes } from './responses/index.js';
import { statsRoutes } from './stats/index.js';
import { uploadRoutes } from './upload/index.js';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(questionRoutes, { prefix: '/questions' });
  await app.register(responseRoutes, { prefix: '/responses' });
  await app.register(uploadRoutes, { prefix: '/upload' });
  await app.register(statsRoutes, { prefix: '/stats' });
}
