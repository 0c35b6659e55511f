/** /api/admin: every call here is for admins only (route access 'admin': 401 visitor, 403 member). */
import type { FastifyInstance } from 'fastify';

export async function adminRoutes(_app: FastifyInstance): Promise<void> {
  // Each admin area registers its own plugin here.
}
