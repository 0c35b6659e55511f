import { LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { lazyPart } from '@/client/components/ui/lazy';
import { Spinner } from '@/client/components/ui/spinner';
import { useAuth, useSignInPath } from '@/client/features/auth';
import { canDeleteComment, canEditComment } from '@/shared/policies/comment';
import { shownComments, useComments, usePostedComments } from '../api/get-comments';
import { CommentItem } from './comment-item';

/** The form brings zod and react-hook-form: loaded when comments open (decision 030). */
const CommentForm = lazyPart(() => import('./comment-form'), 'CommentForm');

/**
 * The open comments area of a response: the first page of comments, oldest first, 'Show more comments' while
 * more follow (decision 036), then the form (or 'Sign in to comment'). After loading more, focus moves to the
 * first comment loaded, so keyboard and screen-reader users read on from there.
 */
export function CommentsPanel({
  id,
  responseId,
  questionId,
  responseUserId,
}: {
  id: string;
  responseId: number;
  questionId: number;
  /** The list's owner, who may remove comments on it. */
  responseUserId: number;
}) {
  const { user } = useAuth();
  const signIn = useSignInPath();
  const query = useComments(responseId, true);
  const posted = usePostedComments(responseId);
  const comments = shownComments(query.data, posted);
  const list = useRef<HTMLUListElement>(null);
  // The place in the list of the first comment of the page just loaded, to move focus to once it is drawn.
  const [focusAt, setFocusAt] = useState<number | null>(null);

  const showMore = async () => {
    if (query.isFetchingNextPage) return;
    const loaded = query.data?.pages.reduce((count, page) => count + page.comments.length, 0) ?? 0;
    const result = await query.fetchNextPage();
    if (!result.isError) setFocusAt(loaded);
  };

  useEffect(() => {
    if (focusAt === null) return;
    setFocusAt(null);
    const items = list.current?.children;
    // A page emptied by deletions meanwhile leaves focus on the last comment rather than on nothing.
    const item = items?.[Math.min(focusAt, items.length - 1)];
    if (item instanceof HTMLElement) item.focus();
  }, [focusAt]);

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
      ) : comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet. Start the conversation.</p>
      ) : (
        <ul ref={list} className="grid gap-3">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              responseId={responseId}
              questionId={questionId}
              canDelete={user !== null && canDeleteComment(user, { userId: comment.user.id, responseUserId })}
              canEdit={user !== null && canEditComment(user, { userId: comment.user.id })}
            />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className="grid justify-items-start gap-1">
          {/* Not disabled while loading: a disabled button would drop the focus it holds. */}
          <Button
            variant="ghost"
            size="sm"
            className="-mx-3"
            aria-disabled={query.isFetchingNextPage || undefined}
            onClick={() => void showMore()}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Show more comments'}
          </Button>
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              Could not load more comments. Please try again.
            </p>
          ) : null}
        </div>
      ) : null}
      {user ? (
        <CommentForm responseId={responseId} questionId={questionId} />
      ) : (
        <Link
          to={signIn}
          className="flex h-10 items-center justify-center gap-2 rounded-full border border-dashed text-sm font-medium text-muted-foreground transition-colors hover:border-primary/40 hover:bg-accent hover:text-accent-foreground"
        >
          <LogIn className="size-4" aria-hidden="true" />
          Sign in to comment
        </Link>
      )}
    </section>
  );
}
