/** /api/privacy-policy: the privacy policy for everyone (the /privacy page). */
import type { FastifyInstance } from 'fastify';
import { getPrivacyPolicy } from '../../../shared/api/privacy.js';
import { notFound } from '../../lib/http-error.js';
import { presentPrivacyPolicy } from '../../presenters/privacy-policy.js';
import { findPrivacyPolicy } from '../../services/admin/get-privacy-policy.js';
import { route } from '../route.js';

export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  route(app, getPrivacyPolicy, { access: 'public' }, async () => {
    const row = await findPrivacyPolicy(app.db);
    if (!row) throw notFound('Privacy policy not found');
    return presentPrivacyPolicy(row);
  });
}
