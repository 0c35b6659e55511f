/**
 * Carries the invalidations of cached reads between processes: every app process LISTENs on the channel the
 * write triggers notify (every topic and its triggers: topics.ts). PostgreSQL delivers a notification to every listening session
 * when the writing transaction commits, this process's own writes included. On PostgreSQL the listener is a
 * connection of its own, reconnected when lost; until it is back nothing is cached. On PGlite (one process)
 * the database's own listen() is used.
 */
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type Db, poolOf } from '../db/client.js';
import type { ReadCache } from './read-cache.js';

export const READS_CHANNEL = 'top5_reads';
const RECONNECT_MS = 1_000;
const STOP_WAIT_MS = 1_000;

export interface InvalidationListener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  /**
   * Resolves once every notification committed before the call has reached this process (a marker is
   * notified and waited for: PostgreSQL delivers notifications in commit order). At most SYNC_WAIT_MS.
   */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

const SYNC_WAIT_MS = 1_000;
const SYNC_PREFIX = 'sync:';
/** Names this process's sync markers: process ids repeat across containers, so a random one. */
const PROCESS_ID = randomUUID();

/** What the listener drives: every read cache of the process, as one. */
type Caches = Pick<ReadCache, 'invalidate' | 'setConnected' | 'connected'>;

function allOf(caches: ReadCache[]): Caches {
  return {
    invalidate: (topic) => {
      for (const cache of caches) cache.invalidate(topic);
    },
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
  caches: ReadCache[],
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
  return {
    ready,
    // PGlite delivers a transaction's notifications before its COMMIT returns.
    sync: async () => {},
    async stop() {
      cache.setConnected(false);
      await ready.catch(() => {});
      if (unlisten && !client.closed) await unlisten().catch(() => {});
    },
  };
}

function listenOnPostgres(pool: pg.Pool, cache: Caches, log: FastifyBaseLogger): InvalidationListener {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const lost = (error?: Error) => {
    cache.setConnected(false);
    client?.removeAllListeners();
    client?.on('error', () => {});
    client?.end().catch(() => {});
    client = null;
    if (stopped) return;
    if (error) log.warn({ err: error.message }, 'read cache: invalidation listener lost, reconnecting');
    timer = setTimeout(connect, RECONNECT_MS);
  };

  const connect = async () => {
    timer = null;
    const { connectionString, host, port, user, password, database, ssl, connectionTimeoutMillis } =
      pool.options;
    const next = new pg.Client({
      connectionTimeoutMillis,
      connectionString,
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
    next.on('error', (error) => lost(error));
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
      await next.query(`LISTEN ${READS_CHANNEL}`);
      if (stopped || client !== next) return;
      // Anything kept before this point may have missed a notification: start empty.
      cache.setConnected(true);
      markReady();
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  };
  void connect();

  const waiting = new Map<string, () => void>();
  let syncs = 0;
  const sendMarker = async () => {
    const marker = `${SYNC_PREFIX}${PROCESS_ID}:${++syncs}`;
    const arrived = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SYNC_WAIT_MS);
      waiting.set(marker, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await pool.query('select pg_notify($1, $2)', [READS_CHANNEL, marker]);
      await arrived;
    } catch {
      // The database is unreachable: the write did not happen either, or its answer already says so.
    } finally {
      waiting.delete(marker);
    }
  };
  // Writes answered in the same turn of the event loop (a batch's commit answers many) share one marker:
  // it is notified after the marker is sent, so after every one of their commits.
  let joining: Promise<void> | null = null;
  const sync = (): Promise<void> => {
    if (!client || !cache.connected) return Promise.resolve();
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
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
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
