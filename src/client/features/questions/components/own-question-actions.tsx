import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import type { Question } from '@/shared/api/questions';
import { useDeleteOwnQuestion } from '../api/change-own-question';

const EditQuestionDialog = lazyPart(() => import('./edit-question-dialog'), 'EditQuestionDialog');
const ConfirmDialog = lazyPart(() => import('@/client/components/ui/confirm-dialog'), 'ConfirmDialog');

/**
 * Edit and Delete for the asker while nobody else has answered (the server's my-answer says so, and checks
 * again on each call). After that the question is changed by an admin, on a report, as before.
 */
export function OwnQuestionActions({ question, isAdmin }: { question: Question; isAdmin: boolean }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const editOpened = useOpenedOnce(editing);
  const deleteOpened = useOpenedOnce(deleting);
  const remove = useDeleteOwnQuestion();

  const onDelete = () =>
    remove.mutate(question.id, {
      onSuccess: () => {
        setDeleting(false);
        toast({ title: 'Question deleted' });
        navigate('/');
      },
      onError: (error) =>
        toast({
          title: 'Could not delete question',
          description: isApiError(error) ? error.serverMessage : 'Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-foreground"
        onClick={() => setEditing(true)}
        onPointerEnter={() => void EditQuestionDialog.preload()}
      >
        <Pencil aria-hidden="true" />
        Edit question
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-foreground hover:text-destructive"
        onClick={() => setDeleting(true)}
        onPointerEnter={() => void ConfirmDialog.preload()}
      >
        <Trash2 aria-hidden="true" />
        Delete question
      </Button>
      {editOpened ? (
        <EditQuestionDialog open={editing} onOpenChange={setEditing} question={question} isAdmin={isAdmin} />
      ) : null}
      {deleteOpened ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title="Delete this question?"
          description={<p>"{question.title}" and your own answer to it go. This cannot be undone.</p>}
          confirmLabel="Delete question"
          pending={remove.isPending}
          onConfirm={onDelete}
        />
      ) : null}
    </>
  );
}
