import { Gavel } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { useNow } from '@/client/lib/render-time';
import type { AdminReport } from '@/shared/api/admin-reports';
import type { ReportStatus } from '@/shared/constants';
import { relativeTime } from '@/shared/format';
import { formatDateTime } from './admin-format';
import { CompactAnswers, ResponseMarks } from './admin-response-table';
import { REPORT_REASON_LABELS, REPORT_STATUS_LABELS } from './report-labels';

const STATUS_BADGE: Record<ReportStatus, 'default' | 'destructive' | 'secondary'> = {
  pending: 'default',
  approved: 'destructive',
  rejected: 'secondary',
};

/** One report: reason, the reporter's words, the reported Top 5 with its author and question, and its review. */
export function ReportCard({
  report,
  onReview,
}: {
  report: AdminReport;
  onReview: (report: AdminReport) => void;
}) {
  const now = useNow();
  const { response } = report;
  return (
    <article
      aria-label={`Report of ${response.user.displayName}'s Top 5`}
      className="grid gap-4 rounded-2xl border bg-card p-5 shadow-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline">{REPORT_REASON_LABELS[report.reason]}</Badge>
            <Badge variant={STATUS_BADGE[report.status]}>{REPORT_STATUS_LABELS[report.status]}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            Reported by{' '}
            <Link
              to={`/users/${encodeURIComponent(report.reporter.username)}`}
              className="font-medium text-foreground hover:underline"
            >
              {report.reporter.displayName} (@{report.reporter.username})
            </Link>{' '}
            · <time dateTime={report.createdAt}>{relativeTime(report.createdAt, now)}</time>
          </p>
        </div>
        {report.status === 'pending' ? (
          <Button size="sm" onClick={() => onReview(report)}>
            <Gavel aria-hidden="true" />
            Review
          </Button>
        ) : null}
      </header>
      {report.description ? (
        <blockquote className="rounded-lg border-l-4 border-primary/40 bg-muted/60 px-3 py-2 text-sm">
          {report.description}
        </blockquote>
      ) : (
        <p className="text-sm text-muted-foreground italic">No description given.</p>
      )}
      <section aria-label="Reported Top 5" className="grid gap-3 rounded-xl border bg-background/60 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link
            to={`/users/${encodeURIComponent(response.user.username)}`}
            className="flex items-center gap-2 hover:underline"
          >
            <Avatar src={response.user.profilePicture} name={response.user.displayName} className="size-7" />
            <span className="text-sm font-medium">{response.user.displayName}</span>
            <span className="text-xs text-muted-foreground">@{response.user.username}</span>
          </Link>
          <ResponseMarks isPublic={response.isPublic} isHidden={response.isHidden} />
        </div>
        <Link
          to={`/question/${response.question.id}#response-${response.id}`}
          className="text-sm font-semibold hover:text-primary hover:underline"
        >
          {response.question.title}
        </Link>
        <CompactAnswers answers={response.answers} />
      </section>
      {report.status === 'pending' ? null : (
        <footer className="grid gap-1 border-t pt-3 text-sm">
          <p className="text-muted-foreground">
            Reviewed
            {report.reviewer ? ` by ${report.reviewer.displayName} (@${report.reviewer.username})` : ''}
            {report.reviewedAt ? ` on ${formatDateTime(report.reviewedAt)}` : ''}
          </p>
          {report.reviewNotes ? (
            <p className="whitespace-pre-line">
              <span className="font-medium">Notes: </span>
              {report.reviewNotes}
            </p>
          ) : null}
        </footer>
      )}
    </article>
  );
}
