import { Download, MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Select } from '@/client/components/ui/select';
import type { AdminResponse } from '@/shared/api/admin-responses';
import { useDeleteAdminResponse } from '../api/delete-admin-response';
import { downloadResponsesCsv } from '../api/export-responses-csv';
import { useAdminQuestionOptions } from '../api/list-admin-questions';
import { useAdminResponses } from '../api/list-admin-responses';
import { questionFilterLabel } from './admin-format';
import { AdminList, useAdminPaging } from './admin-list';
import { AdminResponseTable } from './admin-response-table';
import { adminSuccess } from './admin-toasts';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirmedDelete } from './use-confirmed-delete';

/** Responses Data: every response (private and hidden ones marked), a question filter, delete and CSV export. */
export function ResponsesTab() {
  const filterId = useId();
  const paging = useAdminPaging();
  const [questionId, setQuestionId] = useState<number | null>(null);
  const query = useAdminResponses({
    page: paging.page,
    limit: paging.limit,
    cursor: paging.cursor,
    questionId,
  });
  const questions = useAdminQuestionOptions();
  const remove = useDeleteAdminResponse();
  const deletion = useConfirmedDelete<AdminResponse>(remove, {
    success: 'Response deleted successfully',
    failure: 'Failed to delete response',
  });

  const exportCsv = () => {
    downloadResponsesCsv(questionId);
    adminSuccess('Export Started', 'Your CSV file will download shortly.');
  };

  const body = (
    <AdminList
      query={query}
      rows={(data) => data.responses}
      loadingLabel="Loading responses..."
      errorTitle="Failed to load responses"
      empty={
        <EmptyState
          icon={MessageSquareText}
          title="No responses found"
          description={
            questionId === null ? 'Nobody has answered yet.' : 'Nobody has answered this question yet.'
          }
        />
      }
      noun="responses"
      paging={paging}
    >
      {(responses) => <AdminResponseTable responses={responses} onDelete={deletion.ask} />}
    </AdminList>
  );

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
              paging.restart();
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
        {...deletion.dialog}
        title="Delete Response"
        description={
          <p>
            Delete {deletion.target?.user.displayName}'s Top 5 for "{deletion.target?.question.title}"? Its
            likes and comments go with it, and the results are updated. This cannot be undone.
          </p>
        }
        confirmLabel="Delete Response"
      />
    </section>
  );
}
