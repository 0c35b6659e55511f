import { FileQuestion, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';
import { Switch } from '@/client/components/ui/switch';
import { isDisplayableImageUrl } from '@/client/lib/image-url';
import type { AdminQuestion } from '@/shared/api/admin-questions';
import { useDeleteAdminQuestion } from '../api/delete-admin-question';
import { useAdminQuestions } from '../api/list-admin-questions';
import { useToggleQuestionTrending } from '../api/toggle-question-trending';
import { formatDate, formatEndDate } from './admin-format';
import { AdminList, useAdminPaging } from './admin-list';
import { AdminTable, Cell, HeadCell } from './admin-table';
import { adminFailure, adminSuccess } from './admin-toasts';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirmedDelete } from './use-confirmed-delete';

/** The form loads when first opened (decision 030). */
const QuestionFormDialog = lazyPart(() => import('./question-form-dialog'), 'QuestionFormDialog');

/** Manage Questions: every question, newest first, with create, edit, delete and the trending switch. */
export function QuestionsTab() {
  const paging = useAdminPaging();
  const [editing, setEditing] = useState<AdminQuestion | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const opened = useOpenedOnce(formOpen);
  const query = useAdminQuestions(paging);
  const toggle = useToggleQuestionTrending();
  const remove = useDeleteAdminQuestion();
  const deletion = useConfirmedDelete<AdminQuestion>(remove, {
    success: 'Question deleted successfully',
    failure: 'Failed to delete question',
  });

  const openForm = (question: AdminQuestion | null) => {
    setEditing(question);
    setFormOpen(true);
  };

  const toggleTrending = (question: AdminQuestion) =>
    toggle.mutate(question.id, {
      onSuccess: ({ isTrending }) =>
        adminSuccess(
          'Trending status updated',
          `"${question.title}" is ${isTrending ? 'now trending' : 'no longer trending'}.`,
        ),
      onError: (error) => adminFailure('Failed to update trending status', error),
    });

  const body = (
    <AdminList
      query={query}
      rows={(data) => data.questions}
      loadingLabel="Loading questions..."
      errorTitle="Failed to fetch questions"
      empty={
        <EmptyState
          icon={FileQuestion}
          title="No questions yet"
          description="Create the first question for members to answer."
        />
      }
      noun="questions"
      paging={paging}
    >
      {(questions) => (
        <AdminTable label="Questions">
          <thead>
            <tr>
              <HeadCell>Question</HeadCell>
              <HeadCell className="text-right">Answers</HeadCell>
              <HeadCell>Trending</HeadCell>
              <HeadCell>End date</HeadCell>
              <HeadCell>Created</HeadCell>
              <HeadCell className="text-right">Actions</HeadCell>
            </tr>
          </thead>
          <tbody>
            {questions.map((question) => (
              <tr key={question.id} className="border-t align-middle">
                <Cell>
                  <div className="flex min-w-56 items-center gap-3">
                    {question.imageUrl && isDisplayableImageUrl(question.imageUrl) ? (
                      <img
                        src={question.imageUrl}
                        alt=""
                        loading="lazy"
                        className="size-10 shrink-0 rounded-md bg-muted object-cover"
                      />
                    ) : (
                      <span className="size-10 shrink-0 rounded-md bg-muted" aria-hidden="true" />
                    )}
                    <div className="grid min-w-0 gap-0.5">
                      <Link
                        to={`/question/${question.id}`}
                        className="line-clamp-2 font-medium hover:text-primary hover:underline"
                      >
                        {question.title}
                      </Link>
                      {question.isTrending ? <Badge variant="hot">Trending</Badge> : null}
                    </div>
                  </div>
                </Cell>
                <Cell className="text-right tabular-nums">{question.answersCount}</Cell>
                <Cell>
                  <Switch
                    checked={question.isTrending}
                    onCheckedChange={() => toggleTrending(question)}
                    disabled={toggle.isPending && toggle.variables === question.id}
                    aria-label={`Trending: ${question.title}`}
                  />
                </Cell>
                <Cell className="whitespace-nowrap">{formatEndDate(question.endDate)}</Cell>
                <Cell className="whitespace-nowrap">{formatDate(question.createdAt)}</Cell>
                <Cell>
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      onClick={() => openForm(question)}
                      aria-label={`Edit ${question.title}`}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      className="text-destructive hover:text-destructive"
                      onClick={() => deletion.ask(question)}
                      aria-label={`Delete ${question.title}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </Cell>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </AdminList>
  );

  return (
    <section className="grid gap-4" aria-label="Manage Questions">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Questions</h2>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          Create Question
        </Button>
      </div>
      {body}
      {opened ? <QuestionFormDialog open={formOpen} onOpenChange={setFormOpen} question={editing} /> : null}
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete Question"
        description={
          <>
            <p>Delete "{deletion.target?.title}"?</p>
            <p>
              Its {deletion.target?.answersCount ?? 0} responses, their results, likes, comments and reports
              are deleted with it. This cannot be undone.
            </p>
          </>
        }
        confirmLabel="Delete Question"
      />
    </section>
  );
}
