/**
 * The processes the bench loads: the app as `npm start` runs it (`node scripts/start.mjs`: built client, the
 * server's bundle, production mode) on a bench database, and a hello-world Fastify for the yardstick. Each is
 * a child process of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../../src/server/test/free-port.js';
import { root } from '../lib/client-build.mjs';

export interface Server {
  url: string;
  /** Milliseconds from spawning the process to its first 200 answer. */
  startMs: number;
  /** Milliseconds from spawning the process to its 'Server listening' log line, when logged. */
  listeningMs?: number;
  /** The server's process id (the app's CPU time is read from /proc with --cpu): start.mjs's child for the app. */
  pid?: number;
  stop(): Promise<void>;
}

/** The environment the app runs under in the bench: production, quiet rate limits, no demo content. */
export function appEnv(
  databaseUrl: string,
  port: number,
  dataDir: string,
  profileDir?: string,
): NodeJS.ProcessEnv {
  const high = '1000000000';
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
    ...(process.env.DB_POOL_SIZE ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE } : {}),
    // --profile=DIR: the app records a CPU profile of the run (cpu-profile.mjs).
    ...(profileDir
      ? {
          NODE_OPTIONS: `--import=${path.join(root, 'scripts/bench/cpu-profile.mjs')}`,
          BENCH_PROFILE_DIR: path.resolve(profileDir),
        }
      : {}),
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Raised for the bench only: every request comes from one IP, and 200 members write thousands of times.
    RATE_LIMIT_LOGIN_PER_IP: high,
    RATE_LIMIT_LOGIN_PER_EMAIL: high,
    RATE_LIMIT_LOGIN_PER_DEVICE: high,
    RATE_LIMIT_ACTIONS_PER_HOUR: high,
    RATE_LIMIT_CATALOG_PER_IP: high,
  };
}

function spawnLogged(args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  return child;
}

async function waitFor200(url: string, child: ChildProcess, started: number, what: string): Promise<number> {
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${what} exited with code ${child.exitCode} before answering`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what} did not answer 200 at ${url} within 120 s`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * Starts the app on a database as `npm start` does (the caller has built the client and the server, so no
 * build is timed); startMs is spawn to the first 200 of GET /api/questions/1. Without a database URL the app
 * runs on PGlite in its DATA_DIR: `ownDataDir` when given (the caller's, kept), else a temporary one.
 */
export async function startApp(
  databaseUrl: string,
  logFile: string,
  profileDir?: string,
  ownDataDir?: string,
): Promise<Server> {
  const port = await freePort();
  const dataDir = ownDataDir ?? fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'top5-bench-'));
  const started = performance.now();
  const spawnedAt = Date.now();
  const child = spawnLogged(['scripts/start.mjs'], appEnv(databaseUrl, port, dataDir, profileDir), logFile);
  const url = `http://127.0.0.1:${port}`;
  const startMs = await waitFor200(`${url}/api/questions/1`, child, started, `the app (log: ${logFile})`);
  const stop = stopper(child);
  const listening = listeningLine(logFile);
  return {
    url,
    startMs,
    pid: listening?.pid ?? firstChild(child.pid),
    listeningMs: listening && listening.time - spawnedAt,
    stop: async () => {
      await stop();
      if (!ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process's first child (Linux), when the log does not say which process serves. */
function firstChild(pid: number | undefined): number | undefined {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    return Number(children[0]) || undefined;
  } catch {
    return undefined;
  }
}

/** The server's 'Server listening' log line: when (epoch ms) and which process (start.mjs runs it as a child). */
function listeningLine(logFile: string): { time: number; pid: number } | undefined {
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('Server listening')) continue;
    try {
      return JSON.parse(line) as { time: number; pid: number };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const HELLO = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** A Fastify that answers {"hello":"world"}: what the machine can serve at all, in the same run. */
export async function startHello(logFile: string): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  const child = spawnLogged(
    ['--input-type=module', '-e', HELLO],
    { PATH: process.env.PATH, PORT: String(port), NODE_ENV: 'production' },
    logFile,
  );
  const url = `http://127.0.0.1:${port}`;
  const startMs = await waitFor200(`${url}/`, child, started, 'the hello-world server');
  return { url, startMs, stop: stopper(child) };
}
