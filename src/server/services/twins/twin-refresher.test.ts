/**
 * The refresh job's pace: a quiet moment after a member's last answer, never later than the longest wait.
 * On the test's own clock (vitest's fake timers, Date and performance.now with them), so a busy machine cannot
 * make a timer late or early: each figure is the job's own.
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { createTwinRefresher, type TwinRefresher, type TwinRefresherOptions } from './twin-refresher.js';

const QUIET = 200;
const LONGEST = 500;
const silent = { debug() {}, warn() {} } as unknown as FastifyBaseLogger;
/** Lets `ms` pass on the test's clock, running every timer due meanwhile. */
const sleep = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** Lets the test's clock run, a few milliseconds at a time, until `promise` has settled. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  const settled = promise.finally(() => {
    done = true;
  });
  while (!done) await vi.advanceTimersByTimeAsync(5);
  return settled;
}

/** A refresher whose refreshes are recorded (member and time), in place of the database's. */
function recorded(options: Partial<TwinRefresherOptions> = {}) {
  const refreshed: { userId: number; at: number }[] = [];
  const refresher = createTwinRefresher({
    db: {} as Db,
    log: silent,
    quietMs: QUIET,
    longestWaitMs: LONGEST,
    refresh: async (_db, userId) => {
      refreshed.push({ userId, at: Date.now() });
      return [];
    },
    ...options,
  });
  return { refresher, refreshed };
}

describe('twin refresher', () => {
  let refresher: TwinRefresher | undefined;
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'Date', 'performance'],
    });
  });
  afterEach(async () => {
    if (refresher) await settle(refresher.stop());
    refresher = undefined;
    vi.useRealTimers();
  });

  it('refreshes a member once, a quiet moment after the last of several answers in a row', async () => {
    const made = recorded();
    refresher = made.refresher;
    for (let i = 0; i < 4; i++) {
      refresher.request(7);
      await sleep(QUIET / 4);
    }
    const last = Date.now();
    expect(made.refreshed).toHaveLength(0);
    await sleep(QUIET + 100);
    expect(made.refreshed.map((r) => r.userId)).toEqual([7]);
    expect(made.refreshed[0].at - last).toBeGreaterThanOrEqual(QUIET - QUIET / 4 - 20);
    await sleep(QUIET + 100);
    expect(made.refreshed).toHaveLength(1);
  });

  it('refreshes a member who never pauses within the longest wait, and again no sooner than that', async () => {
    const made = recorded();
    refresher = made.refresher;
    const start = Date.now();
    while (Date.now() - start < LONGEST * 2 + 200) {
      refresher.request(9);
      await sleep(QUIET / 4);
    }
    expect(made.refreshed.length).toBeGreaterThanOrEqual(2);
    expect(made.refreshed[0].at - start).toBeLessThan(LONGEST + 100);
    expect(made.refreshed[1].at - made.refreshed[0].at).toBeGreaterThanOrEqual(LONGEST - 20);
  });

  it('refreshes a member who pauses again no sooner than the longest wait after their last refresh', async () => {
    const made = recorded();
    refresher = made.refresher;
    refresher.request(8);
    await sleep(QUIET + 100);
    expect(made.refreshed).toHaveLength(1);
    refresher.request(8);
    await sleep(QUIET + 100);
    expect(made.refreshed).toHaveLength(1);
    await sleep(LONGEST);
    expect(made.refreshed).toHaveLength(2);
    expect(made.refreshed[1].at - made.refreshed[0].at).toBeGreaterThanOrEqual(LONGEST - 20);
  });

  it('does not put off a waiting refresh when asked once more by a read', async () => {
    const made = recorded();
    refresher = made.refresher;
    refresher.request(5);
    const asked = Date.now();
    // Reads while it waits (all within the quiet moment, as a page polling its twins).
    for (let i = 0; i < 4; i++) {
      refresher.requestOnce(5);
      await sleep(QUIET / 5);
    }
    await sleep(QUIET);
    expect(made.refreshed.map((r) => r.userId)).toEqual([5]);
    expect(made.refreshed[0].at - asked).toBeLessThan(QUIET + 100);
  });

  it('does not make one member wait for another', async () => {
    const made = recorded();
    refresher = made.refresher;
    refresher.request(1);
    refresher.request(2);
    await sleep(QUIET + 150);
    expect(made.refreshed.map((r) => r.userId).sort()).toEqual([1, 2]);
  });

  it('runs what waits at once when idle is awaited, so the newest list counts', async () => {
    const made = recorded();
    refresher = made.refresher;
    refresher.request(3);
    const asked = Date.now();
    await settle(refresher.idle());
    expect(made.refreshed.map((r) => r.userId)).toEqual([3]);
    expect(made.refreshed[0].at - asked).toBeLessThan(QUIET / 2);
  });

  it('rests three times as long as a refresh took before the next one', async () => {
    const made = recorded({
      refresh: async (_db, userId) => {
        made.refreshed.push({ userId, at: Date.now() });
        await sleep(50);
        return [];
      },
    });
    refresher = made.refresher;
    for (const userId of [1, 2, 3]) refresher.request(userId);
    await settle(refresher.idle());
    expect(made.refreshed.map((r) => r.userId)).toEqual([1, 2, 3]);
    // 50 ms of work, then 150 ms of rest: 200 ms from one start to the next.
    expect(made.refreshed[1].at - made.refreshed[0].at).toBeGreaterThanOrEqual(190);
    expect(made.refreshed[2].at - made.refreshed[1].at).toBeGreaterThanOrEqual(190);
  });

  it('rests after a refresh even when the next member becomes due only later', async () => {
    const made = recorded({
      refresh: async (_db, userId) => {
        made.refreshed.push({ userId, at: Date.now() });
        await sleep(100);
        return [];
      },
    });
    refresher = made.refresher;
    refresher.request(1);
    await sleep(QUIET + 150);
    // Member 2 becomes due when member 1's refresh is over, but within its rest of 300 ms.
    refresher.request(2);
    await sleep(QUIET + 600);
    expect(made.refreshed.map((r) => r.userId)).toEqual([1, 2]);
    expect(made.refreshed[1].at - made.refreshed[0].at).toBeGreaterThanOrEqual(390);
  });

  it('drops what waits when stopped', async () => {
    const made = recorded();
    refresher = made.refresher;
    refresher.request(4);
    await settle(refresher.stop());
    await sleep(QUIET + 100);
    expect(made.refreshed).toHaveLength(0);
  });
});
