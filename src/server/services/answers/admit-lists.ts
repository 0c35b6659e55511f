/**
 * Lists awaiting trust join the results once their author is established (decision 069): email verified and
 * joined at least RESULTS_TRUST_AGE_SECONDS ago. A worker in every app process looks every minute, and the
 * look is taken by one process per minute across the cluster (scheduled_jobs, decision 100); each list
 * moves in a transaction of its own that locks it (the lock order of submitAnswer) and clears its flag with
 * the move, so its contribution enters the tallies exactly once, whichever process or save gets there first.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import { responses } from '../../db/schema/index.js';
import { describeUnavailable, isDatabaseUnavailable } from '../../db/unavailable.js';
import { BURST_WINDOW_MINUTES } from '../bursts/thresholds.js';
import { claimScheduledRun } from '../scheduled-jobs/claim-run.js';
import { lockResponse } from './lock-response.js';
import { applyContribution, contributionOf, isCounted } from './tallies.js';

/** Lists admitted per look; the worker looks again at once while it admits a full batch. */
const BATCH = 200;

/** Moves one list awaiting trust into the results; false when it no longer awaits (or is gone). */
export async function admitList(db: DbOrTx, responseId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const response = await lockResponse(tx, responseId);
    if (!response?.awaitsTrust) return false;
    await tx.update(responses).set({ awaitsTrust: false }).where(eq(responses.id, responseId));
    if (isCounted({ ...response, awaitsTrust: false }))
      await applyContribution(tx, contributionOf(response), 1);
    return true;
  });
}

/**
 * Admits the lists of every member established by `now` (a batch at most); the number admitted. Reads the
 * lists awaiting trust by their partial index (responses_awaiting_trust), never the others.
 */
export async function admitEstablishedLists(
  db: Db,
  trustAgeSeconds: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - trustAgeSeconds * 1000).toISOString();
  const due = await queryShapeRows<{ id: number }>(
    db,
    sql`select r.id from responses r join users u on u.id = r.user_id
      where r.awaits_trust and u.is_verified and u.created_at <= ${cutoff}::timestamptz
      order by r.id limit ${BATCH}`,
  );
  let admitted = 0;
  for (const { id } of due) if (await admitList(db, id)) admitted++;
  return admitted;
}

/** Burst counters of windows that are over (decision 068): the table holds the last hour's list keys only. */
export async function pruneBurstCounters(db: Db, now = new Date()): Promise<void> {
  await queryShapeRows(
    db,
    sql`delete from question_list_keys
      where window_start < ${now.toISOString()}::timestamptz - make_interval(mins => ${BURST_WINDOW_MINUTES})`,
  );
}

export interface ResultsWorker {
  start(): void;
  stop(): Promise<void>;
  /** One look now (tests): admits what is due, prunes old counters; the number of lists admitted. */
  runOnce(now?: Date): Promise<number>;
}

export function createResultsWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  trustAgeSeconds: number;
  dbAvailable?: () => boolean;
  pollMs?: number;
}): ResultsWorker {
  const pollMs = options.pollMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let started = false;

  async function runOnce(now = new Date()): Promise<number> {
    let admitted = 0;
    for (;;) {
      const batch = await admitEstablishedLists(options.db, options.trustAgeSeconds, now);
      admitted += batch;
      if (batch < BATCH) break;
    }
    await pruneBurstCounters(options.db, now);
    return admitted;
  }

  function schedule(): void {
    if (!started) return;
    timer = setTimeout(run, pollMs);
    timer.unref();
  }

  function run(): void {
    timer = null;
    if (options.dbAvailable && !options.dbAvailable()) {
      schedule();
      return;
    }
    running = claimScheduledRun(options.db, 'results-admit', pollMs)
      .then((mine) => (mine ? runOnce() : 0))
      .catch((error) => {
        if (isDatabaseUnavailable(error)) {
          options.log.warn({ reason: describeUnavailable(error) }, 'results worker: database unreachable');
        } else {
          options.log.error({ err: error }, 'results worker: could not admit lists awaiting trust');
        }
      })
      .finally(() => {
        running = null;
        schedule();
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    runOnce,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Admits lists awaiting trust into the results (started by server.ts). */
    resultsWorker: ResultsWorker;
  }
}
