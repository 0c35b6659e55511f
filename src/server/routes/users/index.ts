/** docs/product.md section 7 Users, mounted at /api/users. */
import type { FastifyInstance } from 'fastify';
import { blockRoutes } from './blocks.js';
import { compareRoutes } from './compare.js';
import { deletionByMailRoutes } from './deletion-by-mail.js';
import { followRoutes } from './follows.js';
import { meRoutes } from './me.js';
import { profileRoutes } from './profile.js';
import { twinRoutes } from './twins.js';

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  await app.register(profileRoutes);
  await app.register(followRoutes);
  await app.register(compareRoutes);
  await app.register(blockRoutes);
  await app.register(twinRoutes);
  // /me/export and DELETE /me: static paths, which the router always tries before /:username ones.
  await app.register(meRoutes);
  await app.register(deletionByMailRoutes);
}
