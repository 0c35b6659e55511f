/** Every API area, mounted under /api. */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/index.js';
import { authRoutes } from './auth/index.js';
import { questionRoutes } from './questions/index.js';
import { responseRoutes } from './responses/index.js';
import { statsRoutes } from './stats/index.js';
import { notificationsRoutes } from './notifications/index.js';
import { searchRoutes } from './search/index.js';
import { socialRoutes } from './social/index.js';
import { usersRoutes } from './users/index.js';
import { privacyRoutes } from './privacy/index.js';
import { dataDeletionRoutes } from './data-deletion/index.js';
import { uploadRoutes } from './upload/index.js';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(questionRoutes, { prefix: '/questions' });
  await app.register(responseRoutes, { prefix: '/responses' });
  await app.register(uploadRoutes, { prefix: '/upload' });
  await app.register(statsRoutes, { prefix: '/stats' });
  await app.register(socialRoutes);
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(notificationsRoutes, { prefix: '/notifications' });
  await app.register(searchRoutes, { prefix: '/search' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(privacyRoutes);
  await app.register(dataDeletionRoutes);
}
