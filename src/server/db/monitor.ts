/**
 * Knows whether the database answers: `select 1` on a connection of its own (so a busy pool never looks
 * like an outage), within a deadline. Watching (the server does, tests need not), it checks every second;
 * two missed answers in a row, or one refusal, mark the database unreachable: the pool's connections are
 * closed (requests stuck on them fail now), calls answer 503 at once, and it checks every half second until
 * the first answer marks it back.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, dropPoolConnections, poolOf, sessionSettings } from './client.js';
import { DatabaseUnavailableError, describeUnavailable } from './unavailable.js';

export interface MonitorLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface DatabaseMonitor {
  /** false while the database is known to be unreachable (only ever false while watching). */
  readonly available: boolean;
  /** Runs `select 1` now: true when it answered within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** A request met an unreachable database: check now rather than at the next tick. */
  suspect(): void;
  /** Checks every second from now on, and marks the database unreachable and back. */
  watch(): void;
  /** Calls `listener` each time the database is marked unreachable (an outage begins). */
  onOutage(listener: () => void): void;
  close(): Promise<void>;
}

/** How long `select 1` may take: longer is "not answering" (the readiness check's limit too). */
export const PING_TIMEOUT_MS = 1_000;
const WATCH_INTERVAL_MS = 1_000;
/** After a missed answer, look again sooner: one miss is a suspicion, two an outage. */
const RECHECK_AFTER_MISS_MS = 250;
/** While down, look often: the first answer ends the outage. */
const RECHECK_WHILE_DOWN_MS = 500;
/** Missed answers in a row that mark the database unreachable (a refused connection needs one). */
const MISSES_TO_TRIP = 2;

/** Rejects when `promise` has not settled `ms` after the call. */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      // One more turn of the event loop first: an answer already read from the socket (say, after our own
      // event loop was busy for a while) is not a miss.
      setImmediate(() => {
        if (settled) return;
        settled = true;
        reject(new DatabaseUnavailableError(`no answer within ${ms} ms`));
      });
    }, ms);
    promise.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** `select 1` on one long-lived connection of its own, made again after any failure. */
function pgPinger(pool: pg.Pool): { ping(timeoutMs: number): Promise<void>; close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  const discard = (stale: pg.Client) => {
    if (client === stale) client = null;
    stale.end().catch(() => {});
  };
  return {
    async ping(timeoutMs) {
      if (closed) throw new DatabaseUnavailableError('closed');
      const started = Date.now();
      let current = client;
      if (!current) {
        const fresh = new pg.Client({
          ...pool.options,
          connectionTimeoutMillis: timeoutMs,
          ...sessionSettings(pool, { statement_timeout: timeoutMs, idle_in_transaction_session_timeout: 0 }),
          query_timeout: undefined,
          application_name: 'top5 health',
        });
        fresh.on('error', () => discard(fresh));
        try {
          await fresh.connect();
        } catch (error) {
          fresh.end().catch(() => {});
          throw error;
        }
        if (closed) {
          fresh.end().catch(() => {});
          throw new DatabaseUnavailableError('closed');
        }
        client = fresh;
        current = fresh;
      }
      try {
        await withDeadline(current.query('select 1'), Math.max(1, timeoutMs - (Date.now() - started)));
      } catch (error) {
        discard(current);
        throw error;
      }
    },
    async close() {
      closed = true;
      const last = client;
      client = null;
      // A link that went silent never acknowledges the goodbye: don't wait on it for long.
      if (last) await withDeadline(last.end(), 1_000).catch(() => {});
    },
  };
}

/** ECONNREFUSED and "the server is shutting down or starting": the database is not there, no need to wait. */
function isRefusal(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ECONNREFUSED' || code === '57P01' || code === '57P02' || code === '57P03') return true;
    if (current instanceof AggregateError && current.errors.some(isRefusal)) return true;
  }
  return false;
}

export function createDatabaseMonitor(db: Db, log: MonitorLog): DatabaseMonitor {
  const pool = poolOf(db);
  const pinger = pool
    ? pgPinger(pool)
    : {
        ping: async (timeoutMs: number) => {
          await withDeadline(db.execute(sql`select 1`), timeoutMs);
        },
        close: async () => {},
      };

  let available = true;
  let misses = 0;
  let downSince = 0;
  let watching = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<boolean> | null = null;
  let lastCheckAt = 0;
  const outageListeners: Array<() => void> = [];

  const record = (error: unknown | null) => {
    if (!watching || closed) return;
    if (error === null) {
      misses = 0;
      if (!available) {
        available = true;
        log.info(
          { downForSeconds: Math.round((Date.now() - downSince) / 100) / 10 },
          'database reachable again',
        );
      }
      return;
    }
    misses++;
    if (available && (misses >= MISSES_TO_TRIP || isRefusal(error))) {
      available = false;
      downSince = Date.now();
      const dropped = pool ? dropPoolConnections(pool) : 0;
      log.warn(
        { reason: describeUnavailable(error), closedConnections: dropped },
        'database unreachable: answering 503 until it is back',
      );
      for (const listener of outageListeners) listener();
    }
  };

  const ping = (timeoutMs = PING_TIMEOUT_MS): Promise<boolean> => {
    if (inFlight) return inFlight;
    lastCheckAt = Date.now();
    inFlight = pinger
      .ping(timeoutMs)
      .then(
        () => {
          record(null);
          return true;
        },
        (error: unknown) => {
          record(error);
          return false;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(
      () => {
        timer = null;
        void ping().finally(schedule);
      },
      !available ? RECHECK_WHILE_DOWN_MS : misses > 0 ? RECHECK_AFTER_MISS_MS : WATCH_INTERVAL_MS,
    );
    timer.unref();
  };

  return {
    get available() {
      return available;
    },
    ping,
    suspect() {
      if (watching && !closed && available && Date.now() - lastCheckAt > 250) void ping();
    },
    onOutage(listener) {
      outageListeners.push(listener);
    },
    watch() {
      // PGlite lives in this process: there is no network to lose.
      if (watching || closed || !pool) return;
      watching = true;
      schedule();
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await inFlight;
      await pinger.close();
    },
  };
}
