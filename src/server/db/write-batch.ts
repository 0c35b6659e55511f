/**
 * Group commit in the application (decision 034): writes queued together on one key (the response liked, the
 * question answered) run in one transaction and are acknowledged only after that one commit is on disk. A
 * popular response's likes then wait for the disk once per batch instead of once each, and hold their hot
 * row for one transaction instead of queueing on it one commit at a time.
 *
 * A save, from the form to the commit, and where it turns:
 *   1. route (routes/questions/answers.ts) -> `queueAnswer` (services/answers/submit-answer.ts), which calls
 *      `run(answerWriter, 'answer:<question id>', input)` here: the input joins its key's lane and waits.
 *   2. `next()` starts a lane's batch when a slot is free; `runBatch` opens one transaction and calls
 *      `writer.writeAll(tx, inputs)`. **This is the turn**: the queue calls back into the service that queued
 *      (its writer), with every input of the batch, so the service's statements run here, not in the route.
 *   3. The transaction commits; each input's promise from `run` settles with its own outcome, and the route
 *      presents it. The database's triggers notified the read cache's topics at that commit, and the app's
 *      onSend hook waits for them to arrive (cache/invalidation.ts `sync`) before the answer is sent.
 * Likes take the same path (`queueLike`, `likeWriter`, services/likes/toggle-like.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from './client.js';
import { plansGenerically, poolOf } from './client.js';
import { isDatabaseUnavailable } from './unavailable.js';

/** One write's result: its answer, or the error its request answers with (e.g. a 404), the others unaffected. */
export type Outcome<O> = { ok: true; value: O } | { ok: false; error: unknown };

/**
 * Writes of one kind that run many at once: `writeAll` gets every input queued on a key and answers each
 * one's outcome, in order, from as few statements as it can (the likes of one response are one statement).
 * It throws only for what it cannot pin on one input; then each input is run again alone.
 */
export interface BatchWriter<I, O> {
  writeAll(db: DbOrTx, inputs: I[]): Promise<Outcome<O>[]>;
}

interface Queued {
  input: unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Inputs queued on one key of one writer, run one batch at a time. */
interface Lane {
  writer: BatchWriter<unknown, unknown>;
  key: string;
  queue: Queued[];
  running: boolean;
}

export interface WriteBatchOptions {
  /**
   * Most inputs in one transaction. When a batch is run one input at a time, each is a subtransaction;
   * PostgreSQL keeps 64 per transaction in shared memory before other sessions' snapshots get slower.
   */
  maxInputs?: number;
  /**
   * Most batches running at once (each holds a connection); by default every connection of the write pool
   * (Database.writeDb), half of a pool shared with the reads (behind a transaction pooler), 1 on PGlite.
   */
  maxRunning?: number;
}

/** SQLSTATEs after which an input run alone is simply run again in a fresh savepoint: deadlock, serialization. */
const RETRY_CODES = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

export class WriteBatch {
  /** Lanes by writer, then key. */
  private readonly lanes = new Map<BatchWriter<unknown, unknown>, Map<string, Lane>>();
  /** Lanes with inputs waiting for a free batch slot, oldest first. */
  private readonly ready: Lane[] = [];
  private running = 0;
  /** The writer of the batch started last, so the next start can be another's. */
  private lastStarted: BatchWriter<unknown, unknown> | undefined;
  private readonly maxInputs: number;
  private readonly maxRunning: number;
  /** Whether the connections plan each statement once already (the write pool), or each batch must say so. */
  private readonly plannedOnce: boolean;

  constructor(
    private readonly db: Db,
    options: WriteBatchOptions = {},
  ) {
    this.maxInputs = options.maxInputs ?? 50;
    const pool = poolOf(db);
    this.plannedOnce = plansGenerically(db);
    const slots = pool ? (this.plannedOnce ? pool.options.max : Math.floor(pool.options.max / 2)) : 1;
    this.maxRunning = options.maxRunning ?? Math.max(1, slots);
  }

  /**
   * Queues `input` on `key` (the hot row it writes: a response, a question) and answers its outcome once
   * the batch it ran in has committed. The first input of an idle key starts at once; what arrives while a
   * batch runs waits for the next one. An input whose outcome is an error is not written (the others are).
   * When the transaction itself fails (a database fault, the commit), every input of the batch gets that
   * error and none is acknowledged.
   */
  run<I, O>(writer: BatchWriter<I, O>, key: string, input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const some = writer as BatchWriter<unknown, unknown>;
      let keys = this.lanes.get(some);
      if (!keys) {
        keys = new Map();
        this.lanes.set(some, keys);
      }
      // With one batch at a time (PGlite), keys would only split what can share one transaction: every
      // input of a writer joins one lane, still in the order queued (decision 093).
      const laneKey = this.maxRunning === 1 ? '' : key;
      let lane = keys.get(laneKey);
      if (!lane) {
        lane = { writer: some, key: laneKey, queue: [], running: false };
        keys.set(laneKey, lane);
      }
      lane.queue.push({ input, resolve: resolve as (value: unknown) => void, reject });
      if (!lane.running && lane.queue.length === 1) this.ready.push(lane);
      this.next();
    });
  }

  /**
   * Starts batches while slots are free, taking turns between writers: the oldest ready lane of another writer
   * than the last batch started goes first, if there is one. A writer of many keys (answers to a hundred
   * questions) would otherwise fill every slot while one of few keys (every like shares one) waited behind all
   * of its lanes: on the bench's reads beside writes, likes waited 1.4 s at p50 and reached 60 of 300 a second.
   */
  private next(): void {
    while (this.running < this.maxRunning && this.ready.length > 0) {
      const other = this.ready.findIndex((l) => l.writer !== this.lastStarted);
      const [lane] = this.ready.splice(other === -1 ? 0 : other, 1);
      if (lane.running || lane.queue.length === 0) continue;
      this.lastStarted = lane.writer;
      lane.running = true;
      this.running++;
      const batch = lane.queue.splice(0, this.maxInputs);
      void this.runBatch(lane.writer, batch).finally(() => {
        lane.running = false;
        this.running--;
        if (lane.queue.length > 0) this.ready.push(lane);
        else this.lanes.get(lane.writer)?.delete(lane.key);
        this.next();
      });
    }
  }

  private async runBatch(writer: BatchWriter<unknown, unknown>, batch: Queued[]): Promise<void> {
    const inputs = batch.map((q) => q.input);
    let outcomes: Outcome<unknown>[] = [];
    let wrote = false;
    try {
      // A deadlock or serialization failure rolled the whole transaction back, commit included: run again.
      await runAgainOnConflict(() => {
        wrote = false;
        return this.db.transaction(async (tx) => {
          if (!this.plannedOnce) await planOnce(tx);
          // The turn: back into the service that queued these inputs, inside the batch's one transaction.
          outcomes = await writer.writeAll(tx, inputs);
          wrote = true;
        });
      });
    } catch (error) {
      // A fault, or the commit failed after every input was written: nothing of the batch is acknowledged.
      if (wrote || isDatabaseUnavailable(error) || batch.length === 1) return rejectAll(batch, error);
      // Something in the batch failed that its writer could not pin on one input: each alone, in a savepoint.
      try {
        await this.db.transaction(async (tx) => {
          if (!this.plannedOnce) await planOnce(tx);
          outcomes = [];
          for (const input of inputs) outcomes.push(await writeAlone(tx, writer, input));
        });
      } catch (again) {
        return rejectAll(batch, again);
      }
    }
    batch.forEach((queued, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) queued.resolve(outcome.value);
      else queued.reject(outcome.error);
    });
  }
}

/**
 * The batch's statements are planned once per connection and shape, never for their values (decision 154):
 * PostgreSQL chose to plan a save's statement for its values at every run (0.97 ms of planning to 2.9 ms of
 * running an edit), and a like batch's half the time. The write pool's connections are set so at connect
 * (decision 158); elsewhere each transaction says so, a statement of its own.
 */
function planOnce(tx: Tx): Promise<unknown> {
  return tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
}

function rejectAll(batch: Queued[], error: unknown): void {
  for (const queued of batch) queued.reject(error);
}

/**
 * One input in a savepoint of its own (Drizzle's nested transaction): its error rolls back its own
 * statements only. A deadlock or serialization failure is retried in a fresh savepoint. A database fault is
 * the batch's: it is thrown on, so the transaction fails and every input hears of it.
 */
async function writeAlone(
  tx: Tx,
  writer: BatchWriter<unknown, unknown>,
  input: unknown,
): Promise<Outcome<unknown>> {
  try {
    return await runAgainOnConflict(() =>
      tx.transaction(async (inner) => {
        const [outcome] = await writer.writeAll(inner, [input]);
        // An input refused (a 4xx) leaves nothing behind either.
        if (!outcome.ok) throw new Refused(outcome.error);
        return outcome;
      }),
    );
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.reason };
    if (isDatabaseUnavailable(error)) throw error;
    return { ok: false, error };
  }
}

/** Runs `attempt` (a transaction or a savepoint), again after a deadlock or serialization failure, ATTEMPTS times at most. */
async function runAgainOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= ATTEMPTS || !RETRY_CODES.has(sqlState(error) ?? '')) throw error;
    }
  }
}

/** Carries a refused input's error out of its savepoint, so the savepoint is rolled back. */
class Refused extends Error {
  constructor(readonly reason: unknown) {
    super('refused');
  }
}

/** The SQLSTATE of a driver error, also when Drizzle wraps it ("Failed query"). */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
