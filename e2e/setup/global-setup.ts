/**
 * Starts the real site for the end-to-end suite: `node scripts/start.mjs` (the built client and server's bundle)
 * on a free port, with a fresh temporary DATA_DIR, the demo content, a known admin and generous rate limits.
 * With TEST_DATABASE_URL it runs on a fresh database created on that server; otherwise on PGlite.
 * Google sign-in goes to a local OpenID provider started first (./google-provider.ts); Facebook has no keys.
 * TheSportsDB is a local stand-in that is always down (./sportsdb-down.ts); the other catalogs have no keys.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildClientIfStale } from '../../scripts/lib/client-build.mjs';
import { buildServerIfStale } from '../../scripts/lib/server-build.mjs';
import { freePort } from '../../src/server/test/free-port.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../fixtures/accounts.js';
import { launchChromiumServer } from '../fixtures/browser.js';
import { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, startGoogleProvider } from './google-provider.js';
import { startSportsDbDown } from './sportsdb-down.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    googleIssuerUrl: string;
    /** The run's Chromium (fixtures/browser.ts). */
    browserEndpoint: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 240_000;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Resolves once the API answers at all (any status), rejects if the server exits or takes too long. */
async function waitUntilServing(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      await fetch(`${baseUrl}/api/auth/me`, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(
    `The e2e server did not start (${server.exitCode === null ? 'timed out' : `exit code ${server.exitCode}`}). ` +
      `Last lines of ${logFile}:\n${log}`,
  );
}

export default async function setup(project: TestProject) {
  // Built here rather than by start.mjs, so vite's and esbuild's output and errors show in the test run.
  if (!buildClientIfStale()) throw new Error('The client build failed; see the errors above.');
  if (!(await buildServerIfStale())) throw new Error('The server build failed; see the errors above.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  let databaseUrl: string | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const databaseName = `top5_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
  if (serverUrl) {
    await adminQuery(serverUrl, `create database ${databaseName}`);
    databaseUrl = withDatabase(serverUrl, databaseName);
  }

  const google = await startGoogleProvider();
  const googleIssuerUrl = google.issuer.url!;
  const sportsDb = await startSportsDbDown();

  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // What ships: React's and React Router's production builds on the server (vitest sets NODE_ENV=test).
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SMTP_URL: '',
    LOG_LEVEL: 'info',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_EMAIL: '100000',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_MAIL_PER_IP: '100000',
    RATE_LIMIT_MAIL_PER_EMAIL: '100000',
    RATE_LIMIT_ACTIONS_PER_HOUR: '100000',
    RATE_LIMIT_CATALOG_PER_IP: '100000',
    // Fresh members' lists count at once (verified is enough), as the results specs expect (decision 069).
    RESULTS_TRUST_AGE_SECONDS: '0',
    GOOGLE_ISSUER_URL: googleIssuerUrl,
    GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET,
    // Not configured, whatever the developer's environment says: its button says so.
    FACEBOOK_APP_ID: '',
    FACEBOOK_APP_SECRET: '',
    // A live provider that fails: athlete searches answer the offline matches with a note (pickers spec).
    SPORTSDB_API_KEY: 'e2e-sportsdb-down',
    SPORTSDB_API_URL: sportsDb.url,
  };
  // Set even when empty (PGlite), so a developer's .env cannot point the suite at another database.
  env.DATABASE_URL = databaseUrl ?? '';

  // The server's log (every request, and each mail's link) goes to DATA_DIR/server.log.
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  try {
    await waitUntilServing(baseUrl, server, logFile);
  } catch (error) {
    server.kill('SIGTERM');
    await google.stop();
    await sportsDb.stop();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('googleIssuerUrl', googleIssuerUrl);
  const chromium = await launchChromiumServer();
  project.provide('browserEndpoint', chromium.wsEndpoint());

  return async () => {
    await chromium.close();
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    fs.closeSync(log);
    await google.stop();
    await sportsDb.stop();
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
