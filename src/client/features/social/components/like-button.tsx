import { Heart, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyPart, useOpenedOnce } from '@/client/components/ui/lazy';
import { LiveStatus } from '@/client/components/ui/live-status';
import { toast } from '@/client/components/ui/use-toast';
import { useAuth, useSignInPath } from '@/client/features/auth';
import { isApiError } from '@/client/lib/api';
import { cn } from '@/client/lib/utils';
import type { Response } from '@/shared/api/responses';
import { abbreviateNumber } from '@/shared/format';
import { useToggleLike } from '../api/toggle-like';
import { socialButtonClass } from './social-button';
import { likeButtonName, likeCount } from './social-names';

const LikersDialog = lazyPart(() => import('./likers-dialog'), 'LikersDialog');

/**
 * The like button with its count and, once someone liked it, a 'Show who liked this' button beside it that
 * opens the likers dialog (by click, tap or keyboard; decision 032). The dialog loads when first opened or
 * when the pointer reaches that button (decision 030); the like button itself is never replaced. It toggles
 * when the server says so (not before), and is disabled while the call runs (docs/product.md section 4,
 * Like). Visitors are sent to /auth.
 */
export function LikeButton({
  response,
}: {
  response: Pick<Response, 'id' | 'questionId' | 'isLiked' | 'likesCount'> & {
    user?: Pick<Response['user'], 'id'>;
  };
}) {
  const { user } = useAuth();
  const signIn = useSignInPath();
  const navigate = useNavigate();
  const toggle = useToggleLike();
  const [state, setState] = useState({ liked: response.isLiked, count: response.likesCount });
  const [likersOpen, setLikersOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const likersOpened = useOpenedOnce(likersOpen);

  // A refreshed list brings the server's numbers; they win over what this card last saw.
  useEffect(() => {
    setState({ liked: response.isLiked, count: response.likesCount });
  }, [response.isLiked, response.likesCount]);

  const onClick = () => {
    if (!user) {
      navigate(signIn);
      return;
    }
    if (toggle.isPending) return;
    toggle.mutate(
      { responseId: response.id, questionId: response.questionId, like: !state.liked },
      {
        onSuccess: (result) => {
          setState({ liked: result.liked, count: result.likesCount });
          setAnnouncement(`${result.liked ? 'Liked' : 'Like removed'}. ${likeCount(result.likesCount)}`);
        },
        onError: (error) =>
          toast({
            title: state.liked ? 'Could not remove like' : 'Could not like',
            description: isApiError(error) ? error.serverMessage : 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  // Members like others' lists: on their own the count shows, without a button (canLikeResponse).
  const own = user !== null && response.user?.id === user.id;

  return (
    <>
      <LiveStatus message={announcement} />
      {own ? (
        <span className={cn(socialButtonClass, 'cursor-default hover:bg-transparent')}>
          <Heart aria-hidden="true" />
          <span className="tabular-nums">{abbreviateNumber(state.count)}</span>
          <span className="sr-only">{state.count === 1 ? ' like' : ' likes'}</span>
        </span>
      ) : (
        <button
          type="button"
          onClick={onClick}
          // aria-disabled, not disabled: a disabled button drops keyboard focus to <body> while the call runs.
          aria-disabled={toggle.isPending || undefined}
          aria-pressed={user ? state.liked : undefined}
          aria-label={likeButtonName(state.count)}
          className={cn(socialButtonClass, state.liked && 'text-like hover:bg-like/10 hover:text-like')}
        >
          <Heart
            aria-hidden="true"
            className={cn('transition-transform', state.liked && 'scale-110 fill-like stroke-like')}
          />
          <span className="tabular-nums">{abbreviateNumber(state.count)}</span>
        </button>
      )}
      {state.count > 0 ? (
        <button
          type="button"
          onClick={() => setLikersOpen(true)}
          onPointerEnter={() => void LikersDialog.preload()}
          aria-haspopup="dialog"
          aria-label="Show who liked this"
          title="Show who liked this"
          className="-ml-1 inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <Users aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {likersOpened ? (
        <LikersDialog
          open={likersOpen}
          onOpenChange={setLikersOpen}
          responseId={response.id}
          count={state.count}
        />
      ) : null}
    </>
  );
}
