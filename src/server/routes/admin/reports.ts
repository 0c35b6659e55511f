/** /api/admin/reports: the Content Reports page. Admins only (route access 'admin'). */
import type { FastifyInstance } from 'fastify';
import {
  listAdminReports,
  REPORT_REVIEW_MESSAGES,
  reviewAdminReport,
} from '../../../shared/api/admin-reports.js';
import { shownTopicsOf } from '../../cache/feed-pages.js';
import { servePrivatePage } from '../../cache/serve-cached.js';
import { PEOPLE_TOPIC, REPORTS_TOPIC } from '../../cache/topics.js';
import { notFound } from '../../lib/http-error.js';
import { requireAdmin } from '../../plugins/session.js';
import { presentAdminReport } from '../../presenters/admin-report.js';
import { adminPagination } from '../../services/admin/admin-paging.js';
import { findReport, listReports } from '../../services/reports/list-reports.js';
import { reviewReport } from '../../services/reports/review-report.js';
import { route } from '../route.js';

export async function adminReportRoutes(app: FastifyInstance): Promise<void> {
  // Kept for admins (decision 048): a report added, reviewed or deleted notifies `reports`, a change of a
  // reported response its `response:<id>`, of a question's title its `question-title:<id>`, of a name `people`.
  route(app, listAdminReports, { access: 'admin' }, async (request, reply) => {
    const { status, ...paging } = request.query;
    const key = `admin/reports?status=${status}&page=${paging.page}&limit=${paging.limit}&cursor=${paging.cursor ?? ''}`;
    return servePrivatePage(app, request, reply, key, paging.page, async () => {
      const { rows, count, nextCursor } = await listReports(app.db, status, paging);
      const value = {
        reports: rows.map(presentAdminReport),
        pagination: adminPagination(paging, count, nextCursor),
      };
      const shown = shownTopicsOf({ responses: value.reports.map((report) => report.response) });
      return { value, topics: [REPORTS_TOPIC, PEOPLE_TOPIC, ...shown] };
    });
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
