/** Every API area, mounted under /api. */
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/index.js';
import { authRoutes } from './auth/index.js';
import { catalogRoutes } from './catalog/index.js';
import { dataDeletionRoutes } from './data-deletion/index.js';
import { liveRoutes } from './live/index.js';
import { notificationsRoutes } from './notifications/index.js';
import { privacyRoutes } from './privacy/index.js';
import { questionRoutes } from './questions/index.js';
import { responseRoutes } from './responses/index.js';
import { searchRoutes } from './search/index.js';
import { socialRoutes } from './social/index.js';
import { statsRoutes } from './stats/index.js';
import { uploadRoutes } from './upload/index.js';
import { usersRoutes } from './users/index.js';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes, { prefix: '/auth' });
  // No prefix either: GET and POST /api/questions sit at the area's root (see notifications below).
  await app.register(questionRoutes);
  await app.register(responseRoutes, { prefix: '/responses' });
  await app.register(uploadRoutes, { prefix: '/upload' });
  await app.register(statsRoutes, { prefix: '/stats' });
  await app.register(socialRoutes);
  await app.register(usersRoutes, { prefix: '/users' });
  // No prefix: a route at the prefix itself ('/') would be documented as '/api/notifications/'.
  await app.register(notificationsRoutes);
  await app.register(searchRoutes);
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(privacyRoutes);
  await app.register(dataDeletionRoutes);
  // No prefix: the catalog's calls span /api/spotify, /api/tmdb and /api/sportsdb.
  await app.register(catalogRoutes);
  // GET /api/events, the tab's live stream.
  await app.register(liveRoutes);
}
