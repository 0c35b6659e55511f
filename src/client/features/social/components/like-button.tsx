import { ChevronUp, Heart } from 'lucide-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyPart } from '@/client/components/ui/lazy';
import { toast } from '@/client/components/ui/use-toast';
import { useAuth } from '@/client/features/auth';
import { isApiError } from '@/client/lib/api';
import { cn } from '@/client/lib/utils';
import type { Response } from '@/shared/api/responses';
import { abbreviateNumber } from '@/shared/format';
import { useToggleLike } from '../api/toggle-like';
import { socialButtonClass } from './social-button';
import { likeButtonName } from './social-names';

const LikersHoverCard = lazyPart(() => import('./likers-hover-card'), 'LikersHoverCard');
/** Radix's open delay of the card, kept for its first opening too. */
const OPEN_DELAY_MS = 250;

/**
 * The like button with its count and, on hover, who liked it (touch screens, which cannot hover, get a small
 * toggle beside the count instead). The card (Radix) loads when the pointer or focus first reaches the
 * button (decision 030). It toggles when the server says so (not
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
  // Until the card has loaded, the plain button asks for it; then Radix's trigger takes over.
  const [card, setCard] = useState<{ focusTrigger: boolean } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wanted = useRef(false);

  const showCard = (now: boolean) => {
    wanted.current = true;
    void Promise.all([
      LikersHoverCard.preload(),
      new Promise((resolve) => setTimeout(resolve, now ? 0 : OPEN_DELAY_MS)),
    ]).then(() => {
      if (!wanted.current) return;
      setCard({ focusTrigger: document.activeElement === buttonRef.current });
      setOpen(true);
    });
  };
  const cancelCard = () => {
    wanted.current = false;
  };

  // A refreshed list brings the server's numbers; they win over what this card last saw.
  useEffect(() => {
    setState({ liked: response.isLiked, count: response.likesCount });
  }, [response.isLiked, response.likesCount]);

  const onClick = () => {
    if (!user) {
      navigate('/auth');
      return;
    }
    if (toggle.isPending) return;
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

  const button = (
    <button
      ref={buttonRef}
      type="button"
      onClick={onClick}
      {...(card
        ? {}
        : {
            onPointerEnter: (event: PointerEvent) => {
              if (event.pointerType !== 'touch') showCard(false);
            },
            onPointerLeave: cancelCard,
            onFocus: () => showCard(false),
            onBlur: cancelCard,
          })}
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
  );
  const likersToggle =
    state.count > 0 ? (
      <button
        type="button"
        onClick={() => (card ? setOpen((was) => !was) : showCard(true))}
        aria-expanded={open}
        aria-label="Show who liked this"
        className="-ml-1 hidden size-7 items-center justify-center rounded-full text-muted-foreground hover:bg-muted pointer-coarse:inline-flex"
      >
        <ChevronUp aria-hidden="true" className={cn('size-4 transition-transform', !open && 'rotate-180')} />
      </button>
    ) : null;

  if (!card) {
    return (
      <>
        {button}
        {likersToggle}
      </>
    );
  }
  return (
    <LikersHoverCard
      open={open}
      onOpenChange={setOpen}
      trigger={button}
      toggle={likersToggle}
      triggerRef={buttonRef}
      focusTrigger={card.focusTrigger}
      responseId={response.id}
      count={state.count}
    />
  );
}
