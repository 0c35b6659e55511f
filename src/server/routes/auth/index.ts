/**
 * docs/product.md section 7 Auth, mounted at /api/auth, social sign-in with Google and Facebook included.
 */
import type { FastifyInstance } from 'fastify';
import { dummyPasswordHash } from '../../lib/passwords.js';
import { accountRoutes } from './account.js';
import { accountSettingsRoutes } from './account-settings.js';
import { passwordRoutes } from './password.js';
import { sessionRoutes } from './session.js';
import { socialRoutes } from './social.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  // Computed now rather than on the first sign-in with an unknown email, which would otherwise be slower.
  await dummyPasswordHash();
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(passwordRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(socialRoutes);
}
