import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { Button } from '@/client/components/ui/button';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import { useNow } from '@/client/lib/render-time';
import type { Comment } from '@/shared/api/social';
import { COMMENT_MAX } from '@/shared/constants';
import { formatMoment, relativeTime } from '@/shared/format';
import { useDeleteComment } from '../api/delete-comment';
import { useEditComment } from '../api/edit-comment';

const iconButton =
  '-my-1 flex size-7 shrink-0 cursor-pointer items-center justify-center self-center rounded-full text-muted-foreground transition-[color,background-color,opacity] disabled:opacity-50 md:opacity-0 md:group-hover:opacity-100 md:focus-visible:opacity-100 md:group-focus-within:opacity-100';

export function CommentItem({
  comment,
  responseId,
  questionId,
  canDelete,
  canEdit = false,
}: {
  comment: Comment;
  responseId: number;
  questionId: number;
  /** Its author, the list's owner, or an admin (docs/product.md section 6); the server checks again. */
  canDelete: boolean;
  /** Its author only. */
  canEdit?: boolean;
}) {
  const now = useNow();
  const remove = useDeleteComment();
  const save = useEditComment();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.content);
  const fieldId = useId();
  const profile = `/users/${encodeURIComponent(comment.user.username)}`;
  const trimmed = draft.trim();

  const onDelete = () =>
    remove.mutate(
      { commentId: comment.id, responseId, questionId },
      {
        onError: (error) =>
          toast({
            title: 'Could not delete comment',
            description: isApiError(error) ? error.serverMessage : 'Please try again.',
            variant: 'destructive',
          }),
      },
    );

  const onSave = () => {
    if (!trimmed || save.isPending) return;
    save.mutate(
      { commentId: comment.id, responseId, content: trimmed },
      {
        onSuccess: () => setEditing(false),
        onError: (error) =>
          toast({
            title: 'Could not edit comment',
            description: isApiError(error) ? error.serverMessage : 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    // Focusable from code only: 'Show more comments' moves focus to the first comment it loaded.
    <li tabIndex={-1} className="group flex gap-2.5 rounded-2xl">
      <Link to={profile} className="mt-0.5 shrink-0 rounded-full" tabIndex={-1} aria-hidden="true">
        <Avatar src={comment.user.profilePicture} name={comment.user.displayName} className="size-8" />
      </Link>
      <div className="min-w-0 flex-1 rounded-2xl rounded-tl-md bg-muted px-3.5 py-2">
        <div className="flex items-baseline gap-2">
          <Link to={profile} className="truncate text-sm font-semibold hover:underline">
            {comment.user.displayName}
          </Link>
          <time dateTime={comment.createdAt} className="shrink-0 text-xs text-muted-foreground">
            {relativeTime(comment.createdAt, now)}
          </time>
          {comment.editedAt ? (
            <span
              className="shrink-0 text-xs text-muted-foreground"
              title={`Edited ${formatMoment(comment.editedAt)}`}
            >
              (edited)
            </span>
          ) : null}
          <span className="ml-auto flex shrink-0 items-center gap-0.5">
            {canEdit && !editing ? (
              <button
                type="button"
                onClick={() => {
                  setDraft(comment.content);
                  setEditing(true);
                }}
                aria-label={`Edit comment by ${comment.user.displayName}`}
                title="Edit comment"
                className={`${iconButton} hover:bg-accent hover:text-accent-foreground`}
              >
                <Pencil className="size-3.5" aria-hidden="true" />
              </button>
            ) : null}
            {canDelete ? (
              <button
                type="button"
                onClick={onDelete}
                disabled={remove.isPending}
                aria-label={`Delete comment by ${comment.user.displayName}`}
                title="Delete comment"
                className={`${iconButton} -mr-1.5 hover:bg-destructive/10 hover:text-destructive`}
              >
                <Trash2 className="size-3.5" aria-hidden="true" />
              </button>
            ) : null}
          </span>
        </div>
        {editing ? (
          <form
            className="mt-1 grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              onSave();
            }}
          >
            <label htmlFor={fieldId} className="sr-only">
              Edit your comment
            </label>
            <Textarea
              id={fieldId}
              rows={2}
              value={draft}
              maxLength={COMMENT_MAX}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setEditing(false);
              }}
            />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button type="submit" size="sm" disabled={!trimmed || save.isPending}>
                {save.isPending ? 'Saving...' : 'Save'}
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-sm break-words whitespace-pre-wrap">{comment.content}</p>
        )}
      </div>
    </li>
  );
}
