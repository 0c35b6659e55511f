import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/client/components/ui/avatar';
import { toast } from '@/client/components/ui/use-toast';
import { isApiError } from '@/client/lib/api';
import type { Comment } from '@/shared/api/social';
import { relativeTime } from '@/shared/format';
import { useDeleteComment } from '../api/delete-comment';

export function CommentItem({
  comment,
  responseId,
  questionId,
  canDelete,
}: {
  comment: Comment;
  responseId: number;
  questionId: number;
  /** Its author, or an admin (docs/product.md section 6); the server checks again. */
  canDelete: boolean;
}) {
  const remove = useDeleteComment();
  const profile = `/users/${encodeURIComponent(comment.user.username)}`;

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
            {relativeTime(comment.createdAt)}
          </time>
          {canDelete ? (
            <button
              type="button"
              onClick={onDelete}
              disabled={remove.isPending}
              aria-label={`Delete comment by ${comment.user.displayName}`}
              title="Delete comment"
              className="-my-1 -mr-1.5 ml-auto flex size-7 shrink-0 cursor-pointer items-center justify-center self-center rounded-full text-muted-foreground transition-[color,background-color,opacity] hover:bg-destructive/10 hover:text-destructive disabled:opacity-50 md:opacity-0 md:group-hover:opacity-100 md:focus-visible:opacity-100"
            >
              <Trash2 className="size-3.5" aria-hidden="true" />
            </button>
          ) : null}
        </div>
        <p className="text-sm break-words whitespace-pre-wrap">{comment.content}</p>
      </div>
    </li>
  );
}
