/**
 * Prepares one migrated database image per test run, so each test file gets a fresh copy quickly:
 * a PGlite data-directory dump, or (with TEST_DATABASE_URL) a migrated template database on that server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { serverUrlFor } from './database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `top5_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const database = await openDatabase({ url: serverUrlFor(url, template), poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like 'top5_test_%' and datname like $1`,
        [`%_${process.pid}%`],
      );
      for (const row of rows) await client.query(`drop database if exists ${row.datname} with (force)`);
      await client.end();
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  // biome-ignore lint/suspicious/noExplicitAny: reach the PGlite client behind drizzle to dump it
  const client = (database.db as any).$client as import('@electric-sql/pglite').PGlite;
  const dump = await client.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `top5-pglite-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  project.provide('templateDatabase', '');
  return () => fs.rmSync(file, { force: true });
}
