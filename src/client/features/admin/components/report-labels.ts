import type { ReportFilter } from '@/shared/api/admin-reports';
import type { ReportReason, ReportStatus } from '@/shared/constants';

/** The status filter of /admin/reports (docs/product.md section 2), Pending Review first and by default. */
export const REPORT_FILTER_OPTIONS: { value: ReportFilter; label: string }[] = [
  { value: 'pending', label: 'Pending Review' },
  { value: 'approved', label: 'Approved (Hidden)' },
  { value: 'rejected', label: 'Rejected (Visible)' },
  { value: 'all', label: 'All Reports' },
];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'Pending Review',
  approved: 'Approved (Hidden)',
  rejected: 'Rejected (Visible)',
};

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  inappropriate: 'Inappropriate content',
  spam: 'Spam',
  harassment: 'Harassment',
  fake: 'Fake or misleading',
  other: 'Other',
};
