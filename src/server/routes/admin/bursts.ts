/** /api/admin/bursts: bursts of answers held from results, and their release (decision 068). Admins only. */
import type { FastifyInstance } from 'fastify';
import {
  BURST_MESSAGES,
  BURSTS_SHOWN,
  listAdminBursts,
  releaseAdminBurst,
} from '../../../shared/api/admin-bursts.js';
import { notFound } from '../../lib/http-error.js';
import { requireAdmin } from '../../plugins/session.js';
import { listBursts, releaseBurst } from '../../services/bursts/release.js';
import { route } from '../route.js';

export async function adminBurstRoutes(app: FastifyInstance): Promise<void> {
  // Rare and small: read fresh each time (no cache), at most BURSTS_SHOWN rows.
  route(app, listAdminBursts, { access: 'admin' }, async (request) => {
    requireAdmin(request);
    return { bursts: await listBursts(app.db, { status: request.query.status, limit: BURSTS_SHOWN }) };
  });

  route(app, releaseAdminBurst, { access: 'admin' }, async (request) => {
    const admin = requireAdmin(request);
    const id = request.params.id;
    await releaseBurst(app.db, id, admin);
    const [burst] = await listBursts(app.db, { status: 'all', id, limit: 1 });
    if (!burst) throw notFound(BURST_MESSAGES.notFound);
    return { message: BURST_MESSAGES.released, burst };
  });
}
