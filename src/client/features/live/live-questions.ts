/**
 * The questions this tab shows right now, as the live stream subscribes to them (decision 108): a screen
 * showing a question's results calls useLiveQuestion(id) and the stream follows it while it is shown.
 */
import { useEffect, useSyncExternalStore } from 'react';

const shown = new Map<number, number>();
const listeners = new Set<() => void>();
let snapshot = '';

function changed(): void {
  snapshot = [...shown.keys()].sort((a, b) => a - b).join(',');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids shown, as the stream's `questions` parameter ('' for none). */
export function useLiveQuestionIds(): string {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => '',
  );
}

/** Keeps `questionId`'s results moving while the calling component is shown. */
export function useLiveQuestion(questionId: number): void {
  useEffect(() => {
    if (!Number.isInteger(questionId) || questionId <= 0) return;
    shown.set(questionId, (shown.get(questionId) ?? 0) + 1);
    changed();
    return () => {
      const left = (shown.get(questionId) ?? 1) - 1;
      if (left > 0) shown.set(questionId, left);
      else shown.delete(questionId);
      changed();
    };
  }, [questionId]);
}
