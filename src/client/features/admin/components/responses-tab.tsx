import { Download, MessageSquareText } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { ErrorState } from '@/client/components/ui/error-state';
import { LoadingState } from '@/client/components/ui/loading-state';
import { Select } from '@/client/components/ui/select';
import type { AdminResponse } from '@/shared/api/admin-responses';
import { ADMIN_DEFAULT_LIMIT } from '@/shared/constants';
import { useDeleteAdminResponse } from '../api/delete-admin-response';
import { downloadResponsesCsv } from '../api/export-responses-csv';
import { useAdminQuestionOptions } from '../api/list-admin-questions';
import { useAdminResponses } from '../api/list-admin-responses';
import { questionFilterLabel } from './admin-format';
import { AdminPager, type AdminPageSize } from './admin-pager';
import { AdminResponseTable } from './admin-response-table';
import { adminFailure, adminSuccess } from './admin-toasts';
import { ConfirmDialog } from './confirm-dialog';

/** Responses Data: every response (private and hidden ones marked), a question filter, delete and CSV export. */
export function ResponsesTab() {
  const filterId = useId();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<AdminPageSize>(ADMIN_DEFAULT_LIMIT);
  const [questionId, setQuestionId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminResponse | null>(null);
  const query = useAdminResponses({ page, limit, questionId });
  const questions = useAdminQuestionOptions();
  const remove = useDeleteAdminResponse();

  const exportCsv = () => {
    downloadResponsesCsv(questionId);
    adminSuccess('Export Started', 'Your CSV file will download shortly.');
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        adminSuccess('Response deleted successfully');
        setDeleting(null);
      },
      onError: (error) => adminFailure('Failed to delete response', error),
    });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingState label="Loading responses..." />;
  } else if (query.isError) {
    body = (
      <ErrorState
        title="Failed to load responses"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.responses.length === 0) {
    body = (
      <EmptyState
        icon={MessageSquareText}
        title="No responses found"
        description={
          questionId === null ? 'Nobody has answered yet.' : 'Nobody has answered this question yet.'
        }
      />
    );
  } else {
    body = (
      <>
        <AdminResponseTable responses={query.data.responses} onDelete={setDeleting} />
        <AdminPager
          pagination={query.data.pagination}
          noun="responses"
          onPageChange={setPage}
          onLimitChange={(next) => {
            setLimit(next);
            setPage(1);
          }}
        />
      </>
    );
  }

  return (
    <section className="grid gap-4" aria-label="Responses Data">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <label htmlFor={filterId} className="text-sm font-medium">
            Question
          </label>
          <Select
            id={filterId}
            className="sm:w-96"
            value={questionId ?? ''}
            disabled={questions.isPending}
            onChange={(event) => {
              setQuestionId(event.target.value === '' ? null : Number(event.target.value));
              setPage(1);
            }}
          >
            <option value="">All questions</option>
            {questions.data?.questions.map((question) => (
              <option key={question.id} value={question.id} title={question.title}>
                {questionFilterLabel(question.title)}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="outline" onClick={exportCsv}>
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Response"
        description={
          <p>
            Delete {deleting?.user.displayName}'s Top 5 for "{deleting?.question.title}"? Its likes and
            comments go with it, and the results are updated. This cannot be undone.
          </p>
        }
        confirmLabel="Delete Response"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
