import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';
import { toast } from '@/client/components/ui/use-toast';
import { useAuth } from '@/client/features/auth';
import { isApiError } from '@/client/lib/api';
import type { Response } from '@/shared/api/responses';
import { canDeleteResponse } from '@/shared/policies/response';
import { useDeleteMyResponse } from '../api/delete-my-response';

const ConfirmDialog = lazyPart(() => import('@/client/components/ui/confirm-dialog'), 'ConfirmDialog');

/** The author's "Delete this list" button and its confirmation (the server checks who may again). */
export function DeleteOwnResponse({ response }: { response: Response }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const remove = useDeleteMyResponse();
  if (!user || !canDeleteResponse(user, { userId: response.user.id })) return null;

  const onConfirm = () =>
    remove.mutate(
      { responseId: response.id, questionId: response.questionId },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: 'List deleted',
            description: `Your Top 5 for "${response.question.title}" is gone.`,
          });
        },
        onError: (error) =>
          toast({
            title: 'Could not delete list',
            description: isApiError(error) ? error.serverMessage : 'Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void ConfirmDialog.preload()}
        aria-label="Delete this list"
        title="Delete this list"
        className="flex size-9 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-destructive/10 hover:text-destructive"
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
      {opened ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Delete your Top 5?"
          description={
            <p>
              Your list for "{response.question.title}" leaves the results, with its earlier versions, likes
              and comments. This cannot be undone.
            </p>
          }
          confirmLabel="Delete list"
          pending={remove.isPending}
          onConfirm={onConfirm}
        />
      ) : null}
    </>
  );
}
