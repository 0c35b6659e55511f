/** Opens and migrates the configured database: PGlite in DATA_DIR/db unless DATABASE_URL is set. */
import path from 'node:path';
import type { Config } from '../config.js';
import { type Database, migrateDatabase, type OpenOptions, openDatabase } from './client.js';
import { exitWhenInUse } from './data-dir-lock.js';

/** The connection settings the environment gives (pool size and timeouts apply to PostgreSQL only). */
export function databaseOptions(config: Config): OpenOptions {
  if (!config.DATABASE_URL) return { dataDir: path.join(config.dataDir, 'db') };
  return {
    url: config.DATABASE_URL,
    directUrl: config.DATABASE_LISTEN_URL,
    pooler: config.DATABASE_POOLER,
    poolSize: config.DB_POOL_SIZE,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_SECONDS * 1000,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_SECONDS * 1000,
  };
}

/** For the command-line tools: a folder another process holds ends the tool with that sentence, not a stack. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(databaseOptions(config)).catch(exitWhenInUse);
  await migrateDatabase(database);
  return database;
}
