import * as HoverCard from '@radix-ui/react-hover-card';
import { ChevronUp, Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/client/components/ui/use-toast';
import { useAuth } from '@/client/features/auth';
import { isApiError } from '@/client/lib/api';
import { cn } from '@/client/lib/utils';
import type { Response } from '@/shared/api/responses';
import { abbreviateNumber } from '@/shared/format';
import { useToggleLike } from '../api/toggle-like';
import { LikersList } from './likers-list';
import { socialButtonClass } from './social-button';
import { likeButtonName } from './social-names';

/**
 * The like button with its count and, on hover, who liked it (touch screens, which cannot hover, get a small
 * toggle beside the count instead). It toggles when the server says so (not
 * before), and is disabled while the call runs (docs/product.md section 4, Like). Visitors are sent to /auth.
 */
export function LikeButton({
  response,
}: {
  response: Pick<Response, 'id' | 'questionId' | 'isLiked' | 'likesCount'>;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const toggle = useToggleLike();
  const [state, setState] = useState({ liked: response.isLiked, count: response.likesCount });
  const [open, setOpen] = useState(false);

  // A refreshed list brings the server's numbers; they win over what this card last saw.
  useEffect(() => {
    setState({ liked: response.isLiked, count: response.likesCount });
  }, [response.isLiked, response.likesCount]);

  const onClick = () => {
    if (!user) {
      navigate('/auth');
      return;
    }
    toggle.mutate(
      { responseId: response.id, questionId: response.questionId, like: !state.liked },
      {
        onSuccess: (result) => setState({ liked: result.liked, count: result.likesCount }),
        onError: (error) =>
          toast({
            title: state.liked ? 'Could not remove like' : 'Could not like',
            description: isApiError(error) ? error.serverMessage : 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <HoverCard.Root open={open} onOpenChange={setOpen} openDelay={250} closeDelay={120}>
      <HoverCard.Trigger asChild>
        <button
          type="button"
          onClick={onClick}
          disabled={toggle.isPending}
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
      </HoverCard.Trigger>
      {state.count > 0 ? (
        <button
          type="button"
          onClick={() => setOpen((was) => !was)}
          aria-expanded={open}
          aria-label="Show who liked this"
          className="-ml-1 hidden size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-muted pointer-coarse:inline-flex"
        >
          <ChevronUp
            aria-hidden="true"
            className={cn('size-4 transition-transform', !open && 'rotate-180')}
          />
        </button>
      ) : null}
      <HoverCard.Portal>
        <HoverCard.Content
          side="top"
          align="start"
          sideOffset={6}
          className="z-50 w-64 rounded-xl border bg-popover p-2.5 text-popover-foreground shadow-pop data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in"
        >
          <LikersList responseId={response.id} count={state.count} open={open} />
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
