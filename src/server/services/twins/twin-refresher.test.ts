/** The refresh job's timing: at once after a quiet gap, the rest of a run of answers together at its end. */
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { createTwinRefresher, type TwinRefresher } from './twin-refresher.js';

const GAP_MS = 300;
const silent = { debug() {}, warn() {} } as unknown as FastifyBaseLogger;

/** A refresher whose refreshes are recorded (member and time), in place of the database's. */
function recorded(): { refresher: TwinRefresher; refreshed: { userId: number; at: number }[] } {
  const refreshed: { userId: number; at: number }[] = [];
  const refresher = createTwinRefresher({
    db: {} as Db,
    log: silent,
    gapMs: GAP_MS,
    refresh: async (_db, userId) => {
      refreshed.push({ userId, at: Date.now() });
      return [];
    },
  });
  return { refresher, refreshed };
}

const until = async (done: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('twin refresher', () => {
  let refresher: TwinRefresher | undefined;
  afterEach(() => refresher?.stop());

  it('refreshes the first answer at once, and ten more within the gap once, when the gap ends', async () => {
    const made = recorded();
    refresher = made.refresher;
    const start = Date.now();
    refresher.request(7);
    await until(() => made.refreshed.length === 1);
    expect(made.refreshed).toHaveLength(1);
    expect(made.refreshed[0].at - start).toBeLessThan(GAP_MS / 2);

    for (let i = 0; i < 10; i++) refresher.request(7);
    await new Promise((resolve) => setTimeout(resolve, GAP_MS / 3));
    expect(made.refreshed).toHaveLength(1);
    await until(() => made.refreshed.length === 2);
    expect(made.refreshed.map((r) => r.userId)).toEqual([7, 7]);
    expect(made.refreshed[1].at - made.refreshed[0].at).toBeGreaterThanOrEqual(GAP_MS - 20);
    // Nothing more was asked for: no third refresh.
    await new Promise((resolve) => setTimeout(resolve, GAP_MS + 50));
    expect(made.refreshed).toHaveLength(2);
  });

  it('does not make one member wait for another', async () => {
    const made = recorded();
    refresher = made.refresher;
    refresher.request(1);
    await until(() => made.refreshed.length === 1);
    refresher.request(1);
    refresher.request(2);
    await until(() => made.refreshed.length === 2);
    expect(made.refreshed.map((r) => r.userId)).toEqual([1, 2]);
  });

  it('runs what was put off at once when idle is awaited, so the newest list counts', async () => {
    const made = recorded();
    refresher = made.refresher;
    refresher.request(3);
    await refresher.idle();
    refresher.request(3);
    const asked = Date.now();
    await refresher.idle();
    expect(made.refreshed.map((r) => r.userId)).toEqual([3, 3]);
    expect(made.refreshed[1].at - asked).toBeLessThan(GAP_MS / 2);
  });

  it('rests three times as long as a refresh took before the next one', async () => {
    const refreshed: { userId: number; at: number }[] = [];
    refresher = createTwinRefresher({
      db: {} as Db,
      log: silent,
      refresh: async (_db, userId) => {
        refreshed.push({ userId, at: Date.now() });
        await new Promise((resolve) => setTimeout(resolve, 50));
        return [];
      },
    });
    for (const userId of [1, 2, 3]) refresher.request(userId);
    await refresher.idle();
    expect(refreshed.map((r) => r.userId)).toEqual([1, 2, 3]);
    // 50 ms of work, then 150 ms of rest: 200 ms from one start to the next.
    expect(refreshed[1].at - refreshed[0].at).toBeGreaterThanOrEqual(190);
    expect(refreshed[2].at - refreshed[1].at).toBeGreaterThanOrEqual(190);
  });

  it('drops what was put off when stopped', async () => {
    const made = recorded();
    refresher = made.refresher;
    refresher.request(4);
    await until(() => made.refreshed.length === 1);
    refresher.request(4);
    await refresher.stop();
    await new Promise((resolve) => setTimeout(resolve, GAP_MS + 50));
    expect(made.refreshed).toHaveLength(1);
  });
});
