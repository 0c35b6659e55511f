import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { TOP_N } from '@/shared/constants';
import { AnswerSlot, type MoveDirection } from './answer-slot';
import { dragAnnouncements, movedMessage, REORDER_INSTRUCTIONS } from './reorder-words';

export interface AnswerSlotsProps {
  /** The answer now at a place (read when something is announced, so typing does not re-render the list). */
  answerAt: (index: number) => string | undefined;
  disabled?: boolean;
  /** Moves the answer (and its image) at `from` to `to`; the slots follow in the same render. */
  onMove: (from: number, to: number) => void;
  /** The rank label and the answer box of the place `index`. */
  renderSlot: (index: number) => ReactNode;
}

/** Places only change up and down: the dragged answer never wanders sideways. */
const upAndDownOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const initialIds = () => Array.from({ length: TOP_N }, (_, index) => `slot-${index}`);

/**
 * The five places of the Top 5 as a sortable list (dnd-kit): drag by mouse or touch, Space and the arrow
 * keys on a handle, or the move buttons. After a move button, focus follows the answer that moved.
 */
export function AnswerSlots({ answerAt, disabled, onMove, renderSlot }: AnswerSlotsProps) {
  const [slotIds, setSlotIds] = useState(initialIds);
  const [moved, setMoved] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const refocus = useRef<{ slotId: string; direction: MoveDirection } | null>(null);
  // Announcements run inside dnd-kit's handlers, before React re-renders: they read the order of that moment,
  // and the answers as they were when the drag began (a drop moves the form's values before it is announced).
  const currentIds = useRef(slotIds);
  currentIds.current = slotIds;
  const answersAtStart = useRef<Record<string, string | undefined>>({});

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap or click on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements = useMemo(
    () =>
      dragAnnouncements({
        answerOf: (slotId) => answersAtStart.current[slotId],
        placeOf: (slotId) => currentIds.current.indexOf(slotId) + 1,
      }),
    [],
  );

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= TOP_N) return;
    onMove(from, to);
    setSlotIds((ids) => arrayMove(ids, from, to));
  };

  const onDragStart = () => {
    answersAtStart.current = Object.fromEntries(slotIds.map((slotId, index) => [slotId, answerAt(index)]));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(slotIds.indexOf(String(active.id)), slotIds.indexOf(String(over.id)));
  };

  const onMoveButton = (index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    if (to < 0 || to >= TOP_N) return;
    refocus.current = { slotId: slotIds[index], direction };
    setMoved(movedMessage(answerAt(index), to + 1));
    move(index, to);
  };

  // The moved answer's row was re-placed in the page, which drops focus: put it back on the same button, or
  // on the other one when the answer reached the end of the list. (After every render: it acts only when asked.)
  useLayoutEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const row = listRef.current?.querySelector(`[data-slot="${target.slotId}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-move="${target.direction === 'up' ? 'down' : 'up'}"]`,
    );
    (same && !same.disabled ? same : other)?.focus();
  });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[upAndDownOnly]}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: REORDER_INSTRUCTIONS } }}
    >
      <SortableContext items={slotIds} strategy={verticalListSortingStrategy}>
        <ol ref={listRef} className="grid gap-2.5">
          {slotIds.map((slotId, index) => (
            <AnswerSlot
              key={slotId}
              slotId={slotId}
              index={index}
              disabled={disabled}
              onMove={(direction) => onMoveButton(index, direction)}
            >
              {renderSlot(index)}
            </AnswerSlot>
          ))}
        </ol>
      </SortableContext>
      <p aria-live="polite" className="sr-only">
        {moved}
      </p>
    </DndContext>
  );
}
