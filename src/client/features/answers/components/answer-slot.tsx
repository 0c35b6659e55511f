import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, ChevronUp, GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/utils';
import { TOP_N } from '@/shared/constants';

export type MoveDirection = 'up' | 'down';

export interface AnswerSlotProps {
  /** The slot's stable id: it travels with the answer when the list is reordered. */
  slotId: string;
  /** 0 for the first place ... 4 for the fifth (where the slot is now). */
  index: number;
  disabled?: boolean;
  onMove: (direction: MoveDirection) => void;
  /** The rank label and the answer box. */
  children: ReactNode;
}

const moveClasses =
  'flex h-6 w-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4';

/**
 * One place of the Top 5 that can be moved: a drag handle (mouse, touch, or Space and the arrow keys) and
 * Move up / Move down buttons for anyone who would rather press than drag.
 */
export function AnswerSlot({ slotId, index, disabled, onMove, children }: AnswerSlotProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: slotId, disabled });
  const place = index + 1;
  return (
    <li
      ref={setNodeRef}
      data-slot={slotId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        // Narrow (a phone at 200% text, 320 px): the answer gets a line of its own below its place and moves.
        '@container relative flex flex-wrap items-center gap-2 rounded-xl bg-card',
        isDragging && 'z-10 shadow-lg ring-2 ring-ring/40',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag answer ${place}`}
        className="flex h-10 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground active:cursor-grabbing aria-disabled:cursor-not-allowed aria-disabled:opacity-40 [&_svg]:size-4"
      >
        <GripVertical aria-hidden="true" />
      </button>
      {children}
      <div className="flex shrink-0 flex-col">
        <button
          type="button"
          data-move="up"
          className={moveClasses}
          aria-label={`Move answer ${place} up`}
          disabled={disabled || index === 0}
          onClick={() => onMove('up')}
        >
          <ChevronUp aria-hidden="true" />
        </button>
        <button
          type="button"
          data-move="down"
          className={moveClasses}
          aria-label={`Move answer ${place} down`}
          disabled={disabled || index === TOP_N - 1}
          onClick={() => onMove('down')}
        >
          <ChevronDown aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
