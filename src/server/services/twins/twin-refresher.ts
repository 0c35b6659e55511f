/**
 * The background job that refreshes a member's taste twins after their answer commits (decision 105), at a
 * pace (decision 112):
 * - a member is refreshed a quiet moment (QUIET_MS) after their last answer, so ten answers in a row cost
 *   one refresh that counts the last of them; a member who keeps answering is refreshed at the latest
 *   LONGEST_WAIT_MS after the first answer waiting, and no sooner than LONGEST_WAIT_MS after their last
 *   refresh started;
 * - refreshes run one at a time, so the job takes at most one connection from the answers, and after a
 *   refresh of t ms the job rests 3t: it takes at most a quarter of the time, and under a stream of answers
 *   twins lag (coalesced per member) instead of the answers slowing.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { burstLogger, describeUnavailable, isDatabaseUnavailable } from '../../db/unavailable.js';
import { refreshTwins } from './find-twins.js';

export interface TwinRefresher {
  /**
   * Asks for the member's twins to be found again after their answer: a quiet moment after the last one,
   * so a new answer puts a waiting refresh off (up to the longest wait).
   */
  request(userId: number): void;
  /** Asks for a refresh unless one is waiting already, which it never puts off (a read finding none). */
  requestOnce(userId: number): void;
  /** Runs at once what waits for its moment, and resolves when nothing is waiting or running (tests). */
  idle(): Promise<void>;
  /** Drops what waits and waits for the refresh under way. */
  stop(): Promise<void>;
}

export interface TwinRefresherOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How long a member's answers must pause before their refresh; QUIET_MS by default. */
  quietMs?: number;
  /** The longest a member's refresh waits for that pause; LONGEST_WAIT_MS by default. */
  longestWaitMs?: number;
  /** Most of the time the job spends refreshing, resting between refreshes for the rest; a quarter by default. */
  share?: number;
  /** Finds and stores the member's twins; `refreshTwins` by default. */
  refresh?: (db: Db, userId: number) => Promise<unknown[]>;
}

export const QUIET_MS = 2_000;
export const LONGEST_WAIT_MS = 60_000;

/** A member whose refresh waits for its moment. */
interface Waiting {
  firstAsked: number;
  timer: NodeJS.Timeout;
}

export function createTwinRefresher(options: TwinRefresherOptions): TwinRefresher {
  const quietMs = options.quietMs ?? QUIET_MS;
  const longestWaitMs = options.longestWaitMs ?? LONGEST_WAIT_MS;
  const refresh = options.refresh ?? refreshTwins;
  const restFactor = 1 / (options.share ?? 0.25) - 1;
  /** Members due now, refreshed in turn. */
  const due = new Set<number>();
  const waiting = new Map<number, Waiting>();
  let running: Promise<void> | null = null;
  let stopped = false;
  /** When the job may start its next refresh: a refresh of t ms is followed by 3t of rest. */
  let restUntil = 0;
  /** When each member's last refresh started, while that was less than the longest wait ago. */
  const lastStarted = new Map<number, number>();
  // While the database is away every refresh fails alike: one line per burst, not one per member.
  const reportUnavailable = burstLogger((fields, message) => options.log.warn(fields, message));

  async function drain(): Promise<void> {
    // After the reply that asked: the answer's response is sent first.
    await new Promise((resolve) => setImmediate(resolve));
    while (!stopped && due.size > 0) {
      // The rest after the last refresh, whenever the next member became due.
      const wait = restUntil - performance.now();
      if (wait > 0) {
        await new Promise((resolve) => setTimeout(resolve, wait));
        if (stopped || due.size === 0) break;
      }
      const [userId] = due;
      due.delete(userId);
      const started = performance.now();
      lastStarted.set(userId, Date.now());
      try {
        const twins = await refresh(options.db, userId);
        const ms = Math.round(performance.now() - started);
        options.log.debug({ userId, twins: twins.length, ms }, 'taste twins refreshed');
      } catch (error) {
        if (isDatabaseUnavailable(error))
          reportUnavailable(describeUnavailable(error), 'taste twins: refresh failed');
        else options.log.warn({ err: error, userId }, 'taste twins: refresh failed');
      }
      restUntil = performance.now() + (performance.now() - started) * restFactor;
    }
    // A mark older than the longest wait no longer holds anyone back.
    const now = Date.now();
    for (const [userId, at] of lastStarted) if (at + longestWaitMs <= now) lastStarted.delete(userId);
    running = null;
  }

  function makeDue(userId: number): void {
    const entry = waiting.get(userId);
    if (entry) clearTimeout(entry.timer);
    waiting.delete(userId);
    due.add(userId);
    running ??= drain();
  }

  return {
    request(userId) {
      if (stopped) return;
      const now = Date.now();
      const entry = waiting.get(userId);
      if (entry) clearTimeout(entry.timer);
      const firstAsked = entry?.firstAsked ?? now;
      // A member refreshed less than the longest wait ago waits for the rest of it.
      const last = lastStarted.get(userId) ?? Number.NEGATIVE_INFINITY;
      const at = Math.max(Math.min(now + quietMs, firstAsked + longestWaitMs), last + longestWaitMs);
      const timer = setTimeout(() => makeDue(userId), Math.max(0, at - now));
      timer.unref();
      waiting.set(userId, { firstAsked, timer });
    },
    requestOnce(userId) {
      if (!waiting.has(userId) && !due.has(userId)) this.request(userId);
    },
    async idle() {
      for (const userId of [...waiting.keys()]) makeDue(userId);
      while (running) await running;
    },
    async stop() {
      stopped = true;
      due.clear();
      for (const entry of waiting.values()) clearTimeout(entry.timer);
      waiting.clear();
      while (running) await running;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Refreshes members' taste twins after their answers commit (decision 105). */
    twinRefresher: TwinRefresher;
  }
}
