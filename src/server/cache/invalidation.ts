/**
 * Carries the invalidations of cached reads between processes: every app process LISTENs on the channel the
 * write triggers notify (every topic and its triggers: topics.ts). PostgreSQL delivers a notification to every listening session
 * when the writing transaction commits, this process's own writes included. On PostgreSQL the listener is a
 * connection of its own, reconnected when lost; until it is back nothing is cached. A link can also die
 * without a word (a black-holed network): so the listener is rebuilt whenever the health monitor sees an
 * outage (`reset`) or a sync marker fails to come back, and it counts as working only once a marker sent
 * after its LISTEN has come back through it. On PGlite (one process) the database's own listen() is used.
 */
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type Db, directUrlOf, poolOf } from '../db/client.js';
import { burstLogger } from '../db/unavailable.js';
import { movedLists } from './moved-lists.js';
import type { ReadCache } from './read-cache.js';

export const READS_CHANNEL = 'top5_reads';
const RECONNECT_MS = 1_000;
const STOP_WAIT_MS = 1_000;

export interface InvalidationListener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  /**
   * Resolves once every notification committed before the call has reached this process (a marker is
   * notified and waited for: PostgreSQL delivers notifications in commit order). At most SYNC_WAIT_MS once
   * the marker is sent.
   */
  sync(): Promise<void>;
  /**
   * True once invalidations are known to arrive: the LISTEN is in place and a marker notified after it came
   * back. /readyz answers 200 only then.
   */
  readonly working: boolean;
  /**
   * The link to the database may have died silently (the monitor saw an outage): drop the connection and
   * everything kept, and listen again on a new one.
   */
  reset(reason: string): void;
  stop(): Promise<void>;
}

const SYNC_WAIT_MS = 1_000;
const SYNC_PREFIX = 'sync:';
/** Names this process's sync markers: process ids repeat across containers, so a random one. */
const PROCESS_ID = randomUUID();

/** What the listener drives: every read cache of the process (and the live streams, live/live-events.ts). */
export type InvalidationTarget = Pick<ReadCache, 'invalidate' | 'setConnected' | 'connected'>;
type Caches = InvalidationTarget & { stop(): void };

/** Every target as one; the lists an answer moved are dropped at most once a second (cache/moved-lists.ts). */
function allOf(caches: InvalidationTarget[]): Caches {
  const lists = movedLists((topic) => {
    for (const cache of caches) cache.invalidate(topic);
  });
  return {
    invalidate: (topic) => lists.invalidate(topic),
    stop: () => lists.stop(),
    setConnected: (connected) => {
      for (const cache of caches) cache.setConnected(connected);
    },
    get connected() {
      return caches.every((cache) => cache.connected);
    },
  };
}

/** Listens for the invalidations of `caches` (the read cache and the session cache share the channel). */
export function listenForInvalidations(
  db: Db,
  caches: InvalidationTarget[],
  log: FastifyBaseLogger,
): InvalidationListener {
  const cache = allOf(caches);
  const pool = poolOf(db);
  if (!pool) return listenOnPglite((db as unknown as { $client: PGlite }).$client, cache);
  return listenOnPostgres(pool, cache, log);
}

function listenOnPglite(client: PGlite, cache: Caches): InvalidationListener {
  let unlisten: (() => Promise<void>) | null = null;
  const ready = client
    .listen(READS_CHANNEL, (topic) => cache.invalidate(topic))
    .then((stop) => {
      unlisten = stop;
      cache.setConnected(true);
    });
  let listening = false;
  void ready.then(() => {
    listening = true;
  });
  return {
    ready,
    // PGlite delivers a transaction's notifications before its COMMIT returns.
    sync: async () => {},
    // In this process: nothing between the database and its listener can fail.
    get working() {
      return listening;
    },
    reset: () => {},
    async stop() {
      listening = false;
      cache.stop();
      cache.setConnected(false);
      await ready.catch(() => {});
      if (unlisten && !client.closed) await unlisten().catch(() => {});
    },
  };
}

function listenOnPostgres(pool: pg.Pool, cache: Caches, log: FastifyBaseLogger): InvalidationListener {
  // Reconnecting every second while the database is away: one line per burst.
  const reportLost = burstLogger((fields, message) => log.warn(fields, message));
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  /** A marker sent after the current LISTEN came back through it. */
  let working = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  /** Drops a client at once: a link that went silent never acknowledges a goodbye. */
  const drop = (stale: pg.Client) => {
    stale.removeAllListeners();
    stale.on('error', () => {});
    stale.end().catch(() => {});
    (stale as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  };

  const lost = (error?: Error | string) => {
    working = false;
    cache.setConnected(false);
    if (client) drop(client);
    client = null;
    if (stopped) return;
    if (error) {
      const reason = typeof error === 'string' ? error : error.message;
      reportLost(reason, 'read cache: invalidation listener lost, reconnecting');
    }
    if (!timer) timer = setTimeout(connect, RECONNECT_MS);
  };

  const connect = async () => {
    timer = null;
    if (stopped || client) return;
    const { host, port, user, password, database, ssl, connectionTimeoutMillis } = pool.options;
    const next = new pg.Client({
      connectionTimeoutMillis,
      // Behind a pooler in transaction mode LISTEN needs a direct connection (DATABASE_LISTEN_URL).
      connectionString: directUrlOf(pool),
      host,
      port,
      user,
      password,
      database,
      ssl,
      // A silent drop is noticed within about a minute (the OS default waits two hours before probing).
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'top5-listen',
    });
    client = next;
    next.on('error', (error) => {
      if (client === next) lost(error);
    });
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel !== READS_CHANNEL || !message.payload) return;
      if (message.payload.startsWith(SYNC_PREFIX)) waiting.get(message.payload)?.();
      else cache.invalidate(message.payload);
    });
    try {
      await next.connect();
      await withDeadline(next.query(`LISTEN ${READS_CHANNEL}`), SYNC_WAIT_MS * 2);
      if (stopped || client !== next) return;
      // Anything kept before this point may have missed a notification: start empty, and keep nothing until a
      // marker has come back through this connection (invalidations are seen to arrive).
      cache.setConnected(false);
      if ((await roundTrip()) !== 'arrived' || stopped || client !== next) {
        if (client === next) lost('no sync marker came back through the new LISTEN');
        return;
      }
      cache.setConnected(true);
      working = true;
      markReady();
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  };

  const waiting = new Map<string, () => void>();
  let syncs = 0;
  /**
   * Notifies a marker and waits for it to come back through the listener, at most SYNC_WAIT_MS from when the
   * database took it: 'missed' when it never came back, 'unreachable' when the database did not take it.
   * The wait for a pooled connection to send it on does not count: a pool busy with writes is not a lost
   * listener (the pool's own connection timeout bounds that wait).
   */
  const roundTrip = async (): Promise<'arrived' | 'missed' | 'unreachable'> => {
    const marker = `${SYNC_PREFIX}${PROCESS_ID}:${++syncs}`;
    let timeout: NodeJS.Timeout | undefined;
    const arrived = new Promise<'arrived'>((resolve) => {
      waiting.set(marker, () => resolve('arrived'));
    });
    try {
      await pool.query('select pg_notify($1, $2)', [READS_CHANNEL, marker]);
      const missed = new Promise<'missed'>((resolve) => {
        timeout = setTimeout(() => resolve('missed'), SYNC_WAIT_MS);
      });
      return await Promise.race([arrived, missed]);
    } catch {
      // The database is unreachable: a write did not happen either, or its answer already says so.
      return 'unreachable';
    } finally {
      clearTimeout(timeout);
      waiting.delete(marker);
    }
  };
  const sendMarker = async () => {
    const listener = client;
    if ((await roundTrip()) !== 'missed') return;
    // The database took the marker but the listener never passed it on: its link is dead or stuck, and
    // anything kept may be stale. Start over.
    if (client === listener && listener) lost('a sync marker did not come back within 1 s');
  };
  void connect();

  // Writes answered in the same turn of the event loop (a batch's commit answers many) share one marker:
  // it is notified after the marker is sent, so after every one of their commits.
  let joining: Promise<void> | null = null;
  const sync = (): Promise<void> => {
    if (!client || !working) return Promise.resolve();
    joining ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        joining = null;
        void sendMarker().then(resolve);
      });
    });
    return joining;
  };

  return {
    ready,
    sync,
    get working() {
      return working && cache.connected;
    },
    reset(reason) {
      if (stopped) return;
      lost(reason);
    },
    async stop() {
      stopped = true;
      working = false;
      if (timer) clearTimeout(timer);
      cache.stop();
      cache.setConnected(false);
      const current = client;
      client = null;
      if (!current) return;
      current.removeAllListeners();
      current.on('error', () => {});
      // A database that never answers never acknowledges the goodbye either: wait a moment, then drop it.
      const ended = current.end().catch(() => {});
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      (current as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    },
  };
}

/** Rejects when `promise` has not settled within `ms`. */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timeout: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timeout));
}
