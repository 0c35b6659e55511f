/**
 * The likers hover card around the like button (like-button.tsx loads it when the pointer or focus first
 * reaches the button, or its touch toggle is used; decision 030).
 */
import * as HoverCard from '@radix-ui/react-hover-card';
import { type ReactElement, type ReactNode, type RefObject, useEffect } from 'react';
import { LikersList } from './likers-list';

export function LikersHoverCard({
  open,
  onOpenChange,
  trigger,
  toggle,
  triggerRef,
  focusTrigger,
  responseId,
  count,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The like button, which becomes the card's trigger. */
  trigger: ReactElement;
  /** The touch screen's toggle beside the count. */
  toggle: ReactNode;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The button had focus before the card loaded: give it back to the button that replaced it. */
  focusTrigger: boolean;
  responseId: number;
  count: number;
}) {
  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus();
  }, [focusTrigger, triggerRef]);

  return (
    <HoverCard.Root open={open} onOpenChange={onOpenChange} openDelay={250} closeDelay={120}>
      <HoverCard.Trigger asChild>{trigger}</HoverCard.Trigger>
      {toggle}
      <HoverCard.Portal>
        <HoverCard.Content
          side="top"
          align="start"
          sideOffset={6}
          className="z-50 w-64 rounded-xl border bg-popover p-2.5 text-popover-foreground shadow-pop data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in"
        >
          <LikersList responseId={responseId} count={count} open={open} />
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
