import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { lazyPart } from '@/client/components/ui/lazy';
import { Spinner } from '@/client/components/ui/spinner';
import { useAuth } from '@/client/features/auth';
import { canDeleteComment } from '@/shared/policies/comment';
import { useComments } from '../api/get-comments';
import { CommentItem } from './comment-item';

/** The form brings zod and react-hook-form: loaded when comments open (decision 030). */
const CommentForm = lazyPart(() => import('./comment-form'), 'CommentForm');

/** The open comments area of a response: the comments, oldest first, then the form (or 'Sign in to comment'). */
export function CommentsPanel({
  id,
  responseId,
  questionId,
}: {
  id: string;
  responseId: number;
  questionId: number;
}) {
  const { user } = useAuth();
  const query = useComments(responseId, true);

  return (
    <section id={id} aria-label="Comments" className="grid gap-3 border-t pt-4">
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" label="Loading comments" />
          Loading comments...
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load comments.{' '}
          <button
            type="button"
            className="cursor-pointer font-medium underline"
            onClick={() => void query.refetch()}
          >
            Try again
          </button>
        </p>
      ) : query.data.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet. Start the conversation.</p>
      ) : (
        <ul className="grid gap-3">
          {query.data.comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              responseId={responseId}
              questionId={questionId}
              canDelete={user !== null && canDeleteComment(user, { userId: comment.user.id })}
            />
          ))}
        </ul>
      )}
      {user ? (
        <CommentForm responseId={responseId} questionId={questionId} />
      ) : (
        <Link
          to="/auth"
          className="flex h-10 items-center justify-center gap-2 rounded-full border border-dashed text-sm font-medium text-muted-foreground transition-colors hover:border-primary/40 hover:bg-accent hover:text-accent-foreground"
        >
          <LogIn className="size-4" aria-hidden="true" />
          Sign in to comment
        </Link>
      )}
    </section>
  );
}
