import { ArrowLeft, Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/client/components/page-header';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';
import { Select } from '@/client/components/ui/select';
import { usePageTitle } from '@/client/lib/use-page-title';
import type { AdminReport, ReportFilter } from '@/shared/api/admin-reports';
import { useAdminReports } from '../api/list-admin-reports';
import { AdminList, useAdminPaging } from './admin-list';
import { AdminPager } from './admin-pager';
import { BurstsPanel } from './bursts-panel';
import { ReportCard } from './report-card';
import { REPORT_FILTER_OPTIONS } from './report-labels';

/** The form loads when first opened (decision 030). */
const ReviewReportDialog = lazyPart(() => import('./review-report-dialog'), 'ReviewReportDialog');

function isFilter(value: string | null): value is ReportFilter {
  return REPORT_FILTER_OPTIONS.some((option) => option.value === value);
}

/** /admin/reports (docs/product.md section 2): reports by status (Pending Review first), a card each, review. */
export function ReportsScreen() {
  usePageTitle('Content Reports');
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: ReportFilter = isFilter(requested) ? requested : 'pending';
  const paging = useAdminPaging();
  const [reviewing, setReviewing] = useState<AdminReport | null>(null);
  const opened = useOpenedOnce(reviewing !== null);
  const query = useAdminReports(status, paging);

  const body = (
    <AdminList
      query={query}
      rows={(data) => data.reports}
      loadingLabel="Loading reports..."
      errorTitle="Failed to load reports"
      empty={<EmptyState icon={Flag} title="No reports found" />}
      noun="reports"
    >
      {(reports, { pagination }) => (
        <>
          <div className="grid gap-4">
            {reports.map((report) => (
              <ReportCard key={report.id} report={report} onReview={setReviewing} />
            ))}
          </div>
          {pagination.totalPages > 1 ? (
            <AdminPager pagination={pagination} noun="reports" onPageChange={paging.setPage} />
          ) : null}
        </>
      )}
    </AdminList>
  );

  return (
    <div className="grid gap-6">
      <Button asChild variant="link" className="w-fit">
        <Link to="/admin">
          <ArrowLeft aria-hidden="true" />
          Back to Admin Dashboard
        </Link>
      </Button>
      <PageHeader
        title="Content Reports"
        description="Approving a report hides the response from everyone but its author and admins; rejecting keeps it visible."
        actions={
          <div className="grid gap-1.5">
            <label htmlFor={filterId} className="text-sm font-medium">
              Status
            </label>
            <Select
              id={filterId}
              className="w-52"
              value={status}
              onChange={(event) => {
                const next = event.target.value;
                setParams(next === 'pending' ? {} : { status: next }, { replace: true });
                paging.restart();
              }}
            >
              {REPORT_FILTER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
        }
      />
      <BurstsPanel />
      {body}
      {opened ? <ReviewReportDialog report={reviewing} onClose={() => setReviewing(null)} /> : null}
    </div>
  );
}
