/** /api/admin/privacy-policy: the privacy policy editor. Admins only (route access 'admin'). */
import type { FastifyInstance } from 'fastify';
import { getAdminPrivacyPolicy, updatePrivacyPolicy } from '../../../shared/api/privacy.js';
import { requireAdmin } from '../../plugins/session.js';
import { presentAdminPrivacyPolicy } from '../../presenters/privacy-policy.js';
import { findPrivacyPolicy } from '../../services/admin/get-privacy-policy.js';
import { updatePrivacyPolicy as update } from '../../services/admin/update-privacy-policy.js';
import { route } from '../route.js';

export async function adminPrivacyPolicyRoutes(app: FastifyInstance): Promise<void> {
  route(app, getAdminPrivacyPolicy, { access: 'admin' }, async () =>
    presentAdminPrivacyPolicy(await findPrivacyPolicy(app.db)),
  );

  route(app, updatePrivacyPolicy, { access: 'admin' }, async (request) =>
    presentAdminPrivacyPolicy(await update(app.db, requireAdmin(request), request.body.content)),
  );
}
