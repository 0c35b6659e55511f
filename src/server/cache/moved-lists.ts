/**
 * The lists an answer moves, dropped at most once a second (decision 088). An answer notifies
 * 'questions-moved' and 'responses-moved' (migration 0033) besides its own question, member and response;
 * each process turns them into 'questions' and 'responses': at once when that list topic was not dropped
 * for a second, else once, a second after the last drop. So a stream of answers rebuilds each list at most
 * once a second, and a list is never more than about a second behind the answers.
 */
import { QUESTIONS_MOVED_TOPIC, QUESTIONS_TOPIC, RESPONSES_MOVED_TOPIC, RESPONSES_TOPIC } from './topics.js';

/** Each 'moved' topic and the list topic it drops. */
export const MOVED_LISTS: ReadonlyMap<string, string> = new Map([
  [QUESTIONS_MOVED_TOPIC, QUESTIONS_TOPIC],
  [RESPONSES_MOVED_TOPIC, RESPONSES_TOPIC],
]);

/** The least time between two drops of a list topic by answers. */
export const MOVED_LISTS_INTERVAL_MS = 1_000;

export interface MovedLists {
  /** Passes a topic on: a 'moved' topic as its list topic, at most once per interval; any other at once. */
  invalidate(topic: string): void;
  /** Drops nothing more (the pending drops are forgotten). */
  stop(): void;
}

export function movedLists(
  invalidate: (topic: string) => void,
  intervalMs = MOVED_LISTS_INTERVAL_MS,
  now: () => number = performance.now.bind(performance),
): MovedLists {
  const lastDrop = new Map<string, number>();
  const pending = new Map<string, NodeJS.Timeout>();
  const drop = (list: string) => {
    lastDrop.set(list, now());
    invalidate(list);
  };
  return {
    invalidate(topic) {
      const list = MOVED_LISTS.get(topic);
      if (!list) {
        invalidate(topic);
        return;
      }
      if (pending.has(list)) return;
      const wait = (lastDrop.get(list) ?? Number.NEGATIVE_INFINITY) + intervalMs - now();
      if (wait <= 0) {
        drop(list);
        return;
      }
      const timer = setTimeout(() => {
        pending.delete(list);
        drop(list);
      }, wait);
      timer.unref();
      pending.set(list, timer);
    },
    stop() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
