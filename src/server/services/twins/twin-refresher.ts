/**
 * The background job that refreshes a member's taste twins after their answer commits (decision 105):
 * requests are coalesced per member (a member asked for twice while waiting is refreshed once; asked for while
 * being refreshed, once more afterwards, so the newest list always counts), and run one at a time so the job
 * takes at most one connection from the answers.
 *
 * A member is refreshed at most once a minute (decision 112): the first answer after a quiet minute is
 * refreshed at once, and the answers that follow within the minute are refreshed together when it ends. A
 * member answering ten questions in a row costs two refreshes, not ten, and the last still counts. And the
 * job takes at most a quarter of the time: after a refresh of t ms it rests 3t before the next, so a
 * stream of answers is not slowed by their twins, which wait (coalesced) instead.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { burstLogger, describeUnavailable, isDatabaseUnavailable } from '../../db/unavailable.js';
import { refreshTwins } from './find-twins.js';

export interface TwinRefresher {
  /** Asks for the member's twins to be found again, once the current request has been answered. */
  request(userId: number): void;
  /** Runs at once what was put off to later, and resolves when nothing is waiting or running (tests). */
  idle(): Promise<void>;
  /** Drops what waits and waits for the refresh under way. */
  stop(): Promise<void>;
}

export interface TwinRefresherOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Least time between two refreshes of one member; a minute by default. */
  gapMs?: number;
  /** Most of the time the job spends refreshing, resting between refreshes for the rest; a quarter by default. */
  share?: number;
  /** Finds and stores the member's twins; `refreshTwins` by default. */
  refresh?: (db: Db, userId: number) => Promise<unknown[]>;
}

export const TWIN_REFRESH_GAP_MS = 60_000;

export function createTwinRefresher(options: TwinRefresherOptions): TwinRefresher {
  const gapMs = options.gapMs ?? TWIN_REFRESH_GAP_MS;
  const refresh = options.refresh ?? refreshTwins;
  const restFactor = 1 / (options.share ?? 0.25) - 1;
  const waiting = new Set<number>();
  /** When each member's last refresh started, while that was less than a gap ago. */
  const lastStarted = new Map<number, number>();
  /** Members put off to the end of their gap, with the timer that brings them back. */
  const later = new Map<number, NodeJS.Timeout>();
  let running: Promise<void> | null = null;
  let stopped = false;
  // While the database is away every refresh fails alike: one line per burst, not one per member.
  const reportUnavailable = burstLogger((fields, message) => options.log.warn(fields, message));

  async function drain(): Promise<void> {
    // After the reply that asked: the answer's response is sent first.
    await new Promise((resolve) => setImmediate(resolve));
    while (!stopped && waiting.size > 0) {
      const [userId] = waiting;
      waiting.delete(userId);
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
      const rest = (performance.now() - started) * restFactor;
      if (waiting.size > 0 && !stopped) await new Promise((resolve) => setTimeout(resolve, rest));
    }
    // Members whose gap has passed need no mark: their next request runs at once either way.
    const now = Date.now();
    for (const [userId, at] of lastStarted)
      if (at + gapMs <= now && !later.has(userId)) lastStarted.delete(userId);
    running = null;
  }

  function queue(userId: number): void {
    waiting.add(userId);
    running ??= drain();
  }

  function bringBack(userId: number): void {
    later.delete(userId);
    lastStarted.delete(userId);
    queue(userId);
  }

  return {
    request(userId) {
      if (stopped || later.has(userId)) return;
      const last = lastStarted.get(userId);
      const wait = last === undefined ? 0 : last + gapMs - Date.now();
      if (wait <= 0) {
        lastStarted.delete(userId);
        return queue(userId);
      }
      const timer = setTimeout(() => bringBack(userId), wait);
      timer.unref();
      later.set(userId, timer);
    },
    async idle() {
      for (const [userId, timer] of later) {
        clearTimeout(timer);
        bringBack(userId);
      }
      while (running) await running;
    },
    async stop() {
      stopped = true;
      waiting.clear();
      for (const timer of later.values()) clearTimeout(timer);
      later.clear();
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
