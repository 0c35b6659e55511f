/** /api/admin/reports: the Content Reports page. Admins only (route access 'admin'). */
import type { FastifyInstance } from 'fastify';
import {
  listAdminReports,
  REPORT_REVIEW_MESSAGES,
  reviewAdminReport,
} from '../../../shared/api/admin-reports.js';
import { notFound } from '../../lib/http-error.js';
import { requireAdmin } from '../../plugins/session.js';
import { presentAdminReport } from '../../presenters/admin-report.js';
import { adminPagination } from '../../services/admin/admin-paging.js';
import { findReport, listReports } from '../../services/reports/list-reports.js';
import { reviewReport } from '../../services/reports/review-report.js';
import { route } from '../route.js';

export async function adminReportRoutes(app: FastifyInstance): Promise<void> {
  route(app, listAdminReports, { access: 'admin' }, async (request) => {
    const { status, ...paging } = request.query;
    const { rows, count, nextCursor } = await listReports(app.db, status, paging);
    return { reports: rows.map(presentAdminReport), pagination: adminPagination(paging, count, nextCursor) };
  });

  route(app, reviewAdminReport, { access: 'admin' }, async (request) => {
    const { status, reviewNotes } = request.body;
    const reviewed = await reviewReport(
      app.db,
      request.params.id,
      requireAdmin(request),
      status,
      reviewNotes,
    );
    const report = await findReport(app.db, reviewed.id);
    if (!report) throw notFound(REPORT_REVIEW_MESSAGES.notFound);
    return { message: `Report ${reviewed.status}`, report: presentAdminReport(report) };
  });
}
