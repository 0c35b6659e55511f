/** Content reports as the admin sees them (docs/product.md section 3, Report). */
import type { Report } from '../../shared/api/social.js';
import type { SummaryFields } from './comment.js';
import { presentUserSummary } from './user.js';

export interface ReportWithContext {
  id: number;
  reason: string;
  description: string | null;
  status: string;
  createdAt: Date;
  reviewedAt: Date | null;
  reviewNotes: string | null;
  /** Null when the member has since been deleted. */
  reporter: SummaryFields | null;
  reviewer: SummaryFields | null;
  response: { id: number; answers: string[]; user: SummaryFields };
  question: { id: number; title: string };
}

export function presentReport(row: ReportWithContext): Report {
  return {
    id: row.id,
    reason: row.reason as Report['reason'],
    description: row.description,
    status: row.status as Report['status'],
    createdAt: row.createdAt.toISOString(),
    reporter: row.reporter ? presentUserSummary(row.reporter) : null,
    answer: {
      id: row.response.id,
      answers: row.response.answers,
      user: presentUserSummary(row.response.user),
      question: { id: row.question.id, title: row.question.title },
    },
    reviewer: row.reviewer ? presentUserSummary(row.reviewer) : null,
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    reviewNotes: row.reviewNotes,
  };
}
