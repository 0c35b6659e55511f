/** /api/admin: every call here is for admins only (route access 'admin': 401 visitor, 403 member). */
import type { FastifyInstance } from 'fastify';
import { adminAuditLogRoutes } from './audit-log.js';
import { adminBurstRoutes } from './bursts.js';
import { adminDataDeletionRoutes } from './data-deletion-requests.js';
import { adminPrivacyPolicyRoutes } from './privacy-policy.js';
import { adminQuestionRoutes } from './questions.js';
import { adminReportRoutes } from './reports.js';
import { adminResponseRoutes } from './responses.js';
import { adminUserGoalRoutes } from './user-goals.js';
import { adminUserRoutes } from './users.js';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  // Each admin area registers its own plugin here.
  await app.register(adminQuestionRoutes);
  await app.register(adminUserGoalRoutes);
  await app.register(adminResponseRoutes);
  await app.register(adminPrivacyPolicyRoutes);
  await app.register(adminAuditLogRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminDataDeletionRoutes);
  await app.register(adminBurstRoutes);
}
