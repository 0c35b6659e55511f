/**
 * The background job that refreshes a member's taste twins after their answer commits (decision 105):
 * requests are coalesced per member (a member asked for twice while waiting is refreshed once; asked for while
 * being refreshed, once more afterwards, so the newest list always counts), and run one at a time so the job
 * takes at most one connection from the answers.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { burstLogger, describeUnavailable, isDatabaseUnavailable } from '../../db/unavailable.js';
import { refreshTwins } from './find-twins.js';

export interface TwinRefresher {
  /** Asks for the member's twins to be found again, once the current request has been answered. */
  request(userId: number): void;
  /** Resolves when nothing is waiting or running (tests wait on it). */
  idle(): Promise<void>;
  /** Drops what waits and waits for the refresh under way. */
  stop(): Promise<void>;
}

export function createTwinRefresher(options: { db: Db; log: FastifyBaseLogger }): TwinRefresher {
  const waiting = new Set<number>();
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
      try {
        const twins = await refreshTwins(options.db, userId);
        const ms = Math.round(performance.now() - started);
        options.log.debug({ userId, twins: twins.length, ms }, 'taste twins refreshed');
      } catch (error) {
        if (isDatabaseUnavailable(error))
          reportUnavailable(describeUnavailable(error), 'taste twins: refresh failed');
        else options.log.warn({ err: error, userId }, 'taste twins: refresh failed');
      }
    }
    running = null;
  }

  return {
    request(userId) {
      if (stopped) return;
      waiting.add(userId);
      running ??= drain();
    },
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
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
