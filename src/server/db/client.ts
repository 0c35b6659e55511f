/**
 * Opens the database: PGlite in DATA_DIR/db by default, a PostgreSQL server when DATABASE_URL is set. PGlite
 * (a WebAssembly PostgreSQL) is loaded only when it is the one used (decision 038).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, Query, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';
import { queryObjects } from './statement-query.js';
import { statementText } from './statement-text.js';
import { burstLogger, describeUnavailable } from './unavailable.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories and services take either, so callers can compose them in one transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /**
   * Where search runs its statement (decision 153): on PostgreSQL a small pool of its own whose connections
   * plan each prepared statement once, without its parameters' values (`plan_cache_mode =
   * force_generic_plan`), as planning search's statement for each new term cost more than running it.
   * Elsewhere (PGlite, or behind a pooler in transaction mode, where statements are not prepared) `db`.
   */
  searchDb: Db;
  /**
   * Where the write batch runs its transactions (db/write-batch.ts, decision 158): on PostgreSQL a pool of its
   * own, half the main pool's size, whose connections plan each prepared statement once like search's, so a
   * batch need not say so in a statement of its own. Elsewhere (PGlite, or behind a pooler in transaction
   * mode) `db`, and the batch says so in its transaction (`set local`).
   */
  writeDb: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Advisory lock key held while migrating ('top5mig' in ASCII). */
const MIGRATION_LOCK = 0x746f7035;

export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export interface OpenOptions {
  /** A PostgreSQL connection string; without it PGlite is used. */
  url?: string;
  /** PGlite data directory; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** A PGlite data-directory dump to start from (tests use a migrated snapshot). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL: how long to wait for a connection, new or from a busy pool (default 3 s). */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: longest a statement may run and a transaction sit idle on the server (default 10 s); the
   * driver gives up waiting for an answer 2 s after that, which is what ends a query lost in a silent network.
   */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL: a direct connection to the same database, for what needs a session of its own (LISTEN, the
   * migrations' lock) when `url` goes through a pooler in transaction mode. Defaults to `url`.
   */
  directUrl?: string;
  /**
   * 'transaction': `url` is a pooler in transaction mode (PgBouncer), where consecutive statements outside a
   * transaction may run on different server connections: no statement is prepared by name, and no session
   * setting is sent at connect (decision 101).
   */
  pooler?: 'none' | 'transaction';
  /** Where lost connections are reported (default: the console), at most once per burst. */
  warn?: (fields: Record<string, unknown>, message: string) => void;
}

const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_CONNECT_TIMEOUT_MS = 3_000;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
/** Extra time the driver waits beyond statement_timeout, so the server's own cancellation normally comes first. */
const READ_TIMEOUT_MARGIN_MS = 2_000;

/** The connections each pool holds, idle or checked out, so they can all be dropped at once. */
const poolConnections = new WeakMap<pg.Pool, Set<pg.PoolClient>>();
/** Each pool's direct connection string (OpenOptions.directUrl), when it differs from the pool's own. */
const directUrls = new WeakMap<pg.Pool, string>();
/** Pools that go through a pooler in transaction mode (OpenOptions.pooler). */
const transactionPooled = new WeakSet<pg.Pool>();
/** The search and write pools opened beside each pool (Database.searchDb, writeDb): dropped with it. */
const companionPools = new WeakMap<pg.Pool, pg.Pool[]>();
/** Pools whose connections plan each prepared statement once, without its parameters (GENERIC_PLANS). */
const genericPools = new WeakSet<pg.Pool>();

/** The search and write pools' connections plan each prepared statement once, without its parameters (decisions 153, 158). */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

/** The search pool's size: a quarter of the main pool's, at least 2 (10 by default: 3). */
function searchPoolSize(poolSize = DEFAULT_POOL_SIZE): number {
  return Math.max(2, Math.round(poolSize / 4));
}

/** The write pool's size: half the main pool's, at least 1 (10 by default: 5), the write batch's slots. */
function writePoolSize(poolSize = DEFAULT_POOL_SIZE): number {
  return Math.max(1, Math.floor(poolSize / 2));
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = openPool(options.url, options);
    if (options.directUrl) directUrls.set(pool, options.directUrl);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    if (options.pooler === 'transaction') {
      transactionPooled.add(pool);
      return { db, searchDb: db, writeDb: db, kind: 'postgres', close: () => pool.end() };
    }
    const companion = (poolSize: number) => {
      const opened = openPool(options.url as string, { ...options, poolSize }, GENERIC_PLANS);
      genericPools.add(opened);
      return opened;
    };
    const searchPool = companion(searchPoolSize(options.poolSize));
    const writePool = companion(writePoolSize(options.poolSize));
    companionPools.set(pool, [searchPool, writePool]);
    return {
      db,
      searchDb: drizzleNodePg(searchPool, { schema }) as unknown as Db,
      writeDb: drizzleNodePg(writePool, { schema }) as unknown as Db,
      kind: 'postgres',
      close: () => Promise.all([pool.end(), searchPool.end(), writePool.end()]).then(() => {}),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  // Taken before PGlite touches the folder, released once it has closed it.
  const unlock = onDisk ? lockDataDir(path.resolve(dataDir)) : () => {};
  let client: PGlite;
  try {
    const [{ PGlite: Embedded }, { pg_trgm }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
    client = await Embedded.create({
      dataDir,
      extensions: { pg_trgm },
      loadDataDir: options.loadDataDir,
      startParams: [...Embedded.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    });
  } catch (error) {
    unlock();
    throw error;
  }
  letOtherWorkInBetween(client);
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, searchDb: db, writeDb: db, kind: 'pglite', close: () => client.close().finally(unlock) };
}

/**
 * PGlite runs each statement on the app's own thread, and its lock passes from one caller to the next without
 * the event loop getting a turn: a burst of queued statements held the process for all of them (20 writes: over
 * a second with no timer run, no connection accepted, no cached read answered; on a loaded CI machine a stop
 * found 21 connections still in the kernel's queue after 5 s). Every top-level call (a statement, a
 * transaction, a script) goes through `_runExclusiveTransaction`; there each caller, once it holds the lock,
 * first lets the event loop take one turn (`setImmediate`). A transaction's own statements run without it.
 */
function letOtherWorkInBetween(client: PGlite): void {
  const runExclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(work: () => Promise<T>): Promise<T> =>
    runExclusive(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return work();
    });
}

/**
 * PGlite's PostgreSQL keeps its page cache inside the app's own memory, and PostgreSQL's default (128MB) is
 * most of what the embedded default costs at rest. 32MB holds the demo database and a small site's hot pages;
 * what it does not hold is read from the operating system's file cache (decision 123).
 */
const EMBEDDED_SHARED_BUFFERS = '32MB';

/**
 * A pool that survives the network: every connection, idle or checked out (even mid-transaction), has an
 * error listener, so a dropped link fails the queries on it and never crashes the process; connecting,
 * statements, idle transactions and waiting for an answer all have limits; TCP keepalive finds dead idle
 * links. A connection whose answer never came is closed rather than handed to the next request.
 */
function openPool(url: string, options: OpenOptions, settings = ''): pg.Pool {
  const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pooled = options.pooler === 'transaction';
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // PgBouncer refuses these as startup parameters: behind it they are the role's settings (docs/operations.md).
    // No JIT compilation: it pays 100-250 ms to compile a statement whose row guess passes jit_above_cost, which
    // a short statement over a few index entries can (decision 150).
    ...(pooled
      ? {}
      : {
          statement_timeout: statementTimeout,
          idle_in_transaction_session_timeout: statementTimeout,
          options: `-c jit=off ${settings}`.trim(),
        }),
    query_timeout: statementTimeout + READ_TIMEOUT_MARGIN_MS,
    application_name: 'top5',
  });
  const warn =
    options.warn ?? ((fields, message) => console.warn(`database: ${message} ${JSON.stringify(fields)}`));
  const report = burstLogger(warn);
  const connections = new Set<pg.PoolClient>();
  poolConnections.set(pool, connections);
  // An idle connection that breaks: the pool has already dropped it and makes a new one when needed.
  pool.on('error', (error) => report(describeUnavailable(error), 'database connection lost'));
  pool.on('connect', (client) => {
    connections.add(client);
    // A checked-out connection that breaks: its queries fail (and the request answers 503); without this
    // listener the 'error' event would end the process.
    client.on('error', (error) => report(describeUnavailable(error), 'database connection lost'));
    closeOnReadTimeout(client);
    if (pooled) unnamedStatements(client);
  });
  pool.on('remove', (client) => connections.delete(client));
  return pool;
}

/**
 * When the driver stops waiting for an answer, the query may still be on the wire: the connection is closed
 * (and so removed from the pool) instead of being reused, e.g. by a transaction that releases it normally.
 */
function closeOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query as (...args: unknown[]) => unknown;
  const retire = (error: unknown) => {
    if (error instanceof Error && error.message === 'Query read timeout') client.end().catch(() => {});
  };
  (client as { query: unknown }).query = function (this: pg.PoolClient, ...args: unknown[]) {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        retire(error);
        last(error, result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.catch(retire);
    return result;
  };
}

/**
 * Behind a pooler in transaction mode a statement prepared by name on one server connection is unknown on
 * the next: every statement is sent unnamed (parsed each time, as PgBouncer before 1.21 requires).
 */
function unnamedStatements(client: pg.PoolClient): void {
  const query = client.query as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = function (this: pg.PoolClient, ...args: unknown[]) {
    const [first] = args;
    // A query object of our own (statement-query.ts) is made for this one run: it loses its name in place.
    if (first && typeof first === 'object' && 'submit' in first)
      (first as { name?: string }).name = undefined;
    else if (first && typeof first === 'object' && 'name' in first) {
      const { name: _name, ...unnamed } = first as { name?: string };
      args[0] = unnamed;
    }
    return query.apply(this, args);
  };
}

/** The connection string for a session of its own (LISTEN, the migrations' lock): the direct URL if given. */
export function directUrlOf(pool: pg.Pool): string | undefined {
  return directUrls.get(pool) ?? pool.options.connectionString;
}

/** Session settings a new connection of this pool may send at connect (none through a transaction pooler). */
export function sessionSettings<T extends object>(pool: pg.Pool, settings: T): T | Record<string, never> {
  return transactionPooled.has(pool) ? {} : settings;
}

/** Whether the database's connections already plan each prepared statement once (a companion pool). */
export function plansGenerically(db: Db): boolean {
  const pool = poolOf(db);
  return pool !== null && genericPools.has(pool);
}

/** The pg pool behind a Drizzle database, or null for PGlite. */
export function poolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/**
 * Closes every connection of the pool at once, idle or in use, when the database is known to be
 * unreachable: the requests waiting on them fail now (503) instead of at their timeouts, and none of them is
 * reused after the database comes back.
 */
export function dropPoolConnections(pool: pg.Pool): number {
  const connections = [pool, ...(companionPools.get(pool) ?? [])].flatMap((p) => [
    ...(poolConnections.get(p) ?? []),
  ]);
  for (const client of connections) {
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  }
  return connections.length;
}

/** Applies every migration in drizzle/ that has not run yet (the same SQL on both drivers). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    // Several app processes may start together on one server: one connection holds an advisory lock while
    // it migrates, and the others wait for it, then find nothing left to do.
    // Its own connection, without the pool's statement timeouts: building an index on a big table, or
    // waiting for another process's migration, may take longer than any request should.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = new pg.Client({
      ...pool.options,
      connectionString: directUrlOf(pool),
      statement_timeout: 0,
      idle_in_transaction_session_timeout: 0,
      query_timeout: undefined,
    });
    // A connection lost while migrating fails the migration (and start-up retries it); it must not crash.
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
      await migrateNodePg(drizzleNodePg(client, { schema }) as any, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      await client.end().catch(() => {});
    }
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(database.db as any, { migrationsFolder });
  }
}

/**
 * Runs raw SQL and returns its rows, the same on both drivers (cast numbers with ::int in the SQL). As
 * `db.execute`, with the text written in one pass (statement-text.ts).
 */
export function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return runStatement<T>(db, statementText(query));
}

/**
 * Runs a statement already written as text and parameters, prepared by `name` when one is given, and returns
 * its rows as objects. On PostgreSQL it goes to the pool (or the transaction's connection) directly, each row
 * made into an object as it arrives (statement-query.ts, decisions 137 and 139); on PGlite through drizzle's
 * session.
 */
export async function runStatement<T>(db: DbOrTx, built: Query, name?: string): Promise<T[]> {
  const client = (db._.session as unknown as { client?: unknown }).client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return queryObjects<T>(client, built.sql, built.params, name);
  }
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
