/** A fresh app on a fresh database for one test file: PGlite by default, TEST_DATABASE_URL when set. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.js';
import { type Env, loadConfig } from '../config.js';
import { type Database, type Db, openDatabase } from '../db/client.js';
import { serverUrlFor } from './database-url.js';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** Generous limits so ordinary tests never meet them; rate-limit tests pass their own. */
const testLimits: Partial<Env> = {
  RATE_LIMIT_LOGIN_PER_IP: 100_000,
  RATE_LIMIT_LOGIN_PER_EMAIL: 100_000,
  RATE_LIMIT_REGISTER_PER_IP: 100_000,
  RATE_LIMIT_MAIL_PER_IP: 100_000,
  RATE_LIMIT_MAIL_PER_EMAIL: 100_000,
  RATE_LIMIT_ACTIONS_PER_HOUR: 100_000,
  RATE_LIMIT_IMAGE_UPLOADS_PER_MINUTE: 100_000,
  // Tests answer with the same few lists over and over: bursts only where a test asks for them (decision 068).
  RESULTS_BURST_NEW_ACCOUNT_LISTS: 100_000,
  RESULTS_BURST_IDENTICAL_LISTS: 100_000,
};

export async function openTestDatabase(): Promise<Database> {
  const template = inject('templateDatabase');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    const name = `top5_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        if (attempt >= 10) throw error;
        await new Promise((r) => setTimeout(r, 100 + attempt * 100));
      }
    }
    // A test database is small and never analyzed, so the planner's guesses can start JIT compilation of a
    // recount (hundreds of ms for a few rows); PGlite has none. Its results do not depend on it (decision 140).
    await admin.query(`alter database ${name} set jit = off`);
    await admin.end();
    const database = await openDatabase({ url: serverUrlFor(url, name), poolSize: 5 });
    return {
      ...database,
      async close() {
        await database.close();
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([snapshot]) });
}

export async function createTestContext(
  env: Partial<Env> = {},
  options: {
    clientDir?: string;
    /** A page renderer with a fault in front (pages.test.ts). */
    renderPage?: AppDeps['renderPage'];
    /** Where the app's log lines go (at info level); silent without. */
    logStream?: AppDeps['logStream'];
  } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-test-'));
  const config = loadConfig(
    {},
    { ...testLimits, SEED_DEMO: false, DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...env },
  );
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    db: database.db,
    searchDb: database.searchDb,
    writeDb: database.writeDb,
    logLevel: options.logStream ? 'info' : 'silent',
    logStream: options.logStream,
    clientDir: options.clientDir,
    renderPage: options.renderPage,
    syncReadsBeforeEachRead: true,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    dataDir: config.dataDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
