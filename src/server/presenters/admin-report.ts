/**
 * Content reports as the admin's Content Reports page shows them (docs/product.md section 3,
 * Report); every field listed.
 */
import type { AdminReport } from '../../shared/api/admin-reports.js';
import { isoDate } from '../lib/iso-date.js';
import type { ReportRow } from '../services/reports/list-reports.js';
import { ownImages } from './image.js';
import { presentUserSummary } from './user.js';

export function presentAdminReport(row: ReportRow): AdminReport {
  return {
    id: row.id,
    reason: row.reason as AdminReport['reason'],
    description: row.description,
    status: row.status as AdminReport['status'],
    createdAt: isoDate(row.createdAt),
    reporter: presentUserSummary(row.reporter),
    response: {
      id: row.response.id,
      questionId: row.response.questionId,
      answers: row.response.answers,
      answerImages: ownImages(row.response.answerImages),
      isPublic: row.response.isPublic,
      isHidden: row.response.isHidden,
      createdAt: isoDate(row.response.createdAt),
      user: presentUserSummary(row.response.user),
      question: { id: row.question.id, title: row.question.title },
    },
    isHidden: row.response.isHidden,
    reviewer: row.reviewer ? presentUserSummary(row.reviewer) : null,
    reviewedAt: row.reviewedAt ? isoDate(row.reviewedAt) : null,
    reviewNotes: row.reviewNotes,
  };
}
