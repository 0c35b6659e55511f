/** Opens and migrates the configured database: PGlite in DATA_DIR/db unless DATABASE_URL is set. */
import path from 'node:path';
import type { Config } from '../config.js';
import { type Database, migrateDatabase, openDatabase } from './client.js';

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.dataDir, 'db') },
  );
  await migrateDatabase(database);
  return database;
}
