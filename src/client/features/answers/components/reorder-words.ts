/**
 * What a screen reader hears while a member reorders the Top 5 (docs/decisions/028-reorder-the-top-5.md):
 * the drag announcements for dnd-kit and the words for the move buttons, in the product's words.
 */
import { TOP_N } from '@/shared/constants';

/** How a slot is named aloud: its answer in quotes, or "an empty answer". */
export function slotName(answer: string | undefined): string {
  const text = answer?.trim() ?? '';
  return text ? `"${text}"` : 'an empty answer';
}

/** Read once when a drag handle gets focus (dnd-kit's screenReaderInstructions). */
export const REORDER_INSTRUCTIONS =
  'To move this answer, press Space or Enter, then use the up and down arrow keys. ' +
  'Press Space or Enter again to drop it in its new place, or Escape to put it back.';

export interface SlotLookup {
  /** The answer a slot id holds. */
  answerOf: (slotId: string) => string | undefined;
  /** The 1-based place of a slot id in the list as it was before this event. */
  placeOf: (slotId: string) => number;
}

const of = (place: number) => `position ${place} of ${TOP_N}`;

type Id = string | number;

/**
 * dnd-kit `announcements`: pick up, move over, drop and cancel. A picked-up answer is "over" its own place at
 * once; that is not said, so the pick-up is heard rather than overwritten.
 */
export function dragAnnouncements({ answerOf, placeOf }: SlotLookup) {
  const name = (id: Id) => slotName(answerOf(String(id)));
  let lastOver: Id | null = null;
  return {
    onDragStart: ({ active }: { active: { id: Id } }) => {
      lastOver = active.id;
      return `Picked up ${name(active.id)}, at ${of(placeOf(String(active.id)))}.`;
    },
    onDragOver: ({ active, over }: { active: { id: Id }; over: { id: Id } | null }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      return over
        ? `${name(active.id)} is now at ${of(placeOf(String(over.id)))}.`
        : `${name(active.id)} is outside the list.`;
    },
    onDragEnd: ({ active, over }: { active: { id: Id }; over: { id: Id } | null }) =>
      over
        ? `Dropped ${name(active.id)} at ${of(placeOf(String(over.id)))}.`
        : `Dropped ${name(active.id)}; it stays at ${of(placeOf(String(active.id)))}.`,
    onDragCancel: ({ active }: { active: { id: Id } }) =>
      `Cancelled. ${name(active.id)} is back at ${of(placeOf(String(active.id)))}.`,
  };
}

/** Said after a move button: where the answer went. */
export function movedMessage(answer: string | undefined, place: number): string {
  return `Moved ${slotName(answer)} to ${of(place)}.`;
}
