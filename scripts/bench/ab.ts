/**
 * npm run bench:ab -- BASE_DIR [--row=random|heavy|admin|hot|search] [--slices=8] [--size=1m]: this checkout against
 * another built checkout of the app (`git worktree add /tmp/base REV`, node_modules linked, `npm run build`
 * there), both running at once on the size's bench database, the load switching between them every 4 s (50
 * connections), so that a host whose speed drifts from minute to minute slows both alike. Prints each one's
 * requests a second and the app's CPU per request (user and system, all threads, from /proc). The first
 * slice of each is a warm-up and not counted. `search` sends each side terms never asked before (fresh.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../../src/server/test/free-port.js';
import { root } from '../lib/client-build.mjs';
import { freshTerms } from './fresh.js';
import { appEnv } from './servers.js';
import {
  BENCH_PASSWORD,
  benchAdminId,
  databaseName,
  memberEmail,
  SIZES,
  databaseUrl as sizeDatabase,
} from './sizes.js';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const baseDir = args.find((a) => !a.startsWith('--'));
if (!baseDir) throw new Error('usage: npm run bench:ab -- BASE_DIR [--row=random] [--slices=8]');
const row = flag('row', 'random');
const slices = Number(flag('slices', '8'));
const size = SIZES[flag('size', '1m') as keyof typeof SIZES];
const databaseUrl = sizeDatabase(size.name);
const SLICE_SECONDS = 4;

const random = (n: number) => Math.floor(Math.random() * n);
/** For --row=search: terms from the data, each sent once. */
const terms = row === 'search' ? await searchTerms() : [];
let nextTerm = 0;
const paths: Record<string, () => string> = {
  random: () => `/api/questions/${2 + random(size.questions - 1)}/responses?page=${1 + random(60)}`,
  heavy: () => `/api/questions/1/responses?page=${1 + random(18_000)}`,
  admin: () => `/api/admin/responses?page=${1 + random(20_000)}&limit=50`,
  hot: () => '/api/questions/hot',
  search: () => `/api/search?q=${encodeURIComponent(terms[nextTerm++ % terms.length])}`,
};

async function searchTerms(): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await freshTerms(client);
  } finally {
    await client.end();
  }
}
const pathOf = paths[row];
if (!pathOf) throw new Error(`--row is one of ${Object.keys(paths).join(', ')}`);

interface Side {
  name: string;
  url: string;
  child: ChildProcess;
  requests: number;
  cpuMs: number;
}

async function start(name: string, dir: string): Promise<Side> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'top5-ab-'));
  const log = fs.openSync(path.join(dataDir, 'app.log'), 'w');
  const child = spawn(process.execPath, [path.join(dir, 'dist/server/server.mjs')], {
    cwd: dir,
    env: appEnv(databaseUrl, port, dataDir),
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null || tries > 600) throw new Error(`${name} did not start (${dataDir}/app.log)`);
    const ok = await fetch(`${url}/api/questions/1`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name, url, child, requests: 0, cpuMs: 0 };
}

/** The process's CPU time so far, user and system, in ms (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The bench's admin signed in on one side (sessions are in the database, so the cookie serves both). */
async function adminCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: memberEmail(benchAdminId(size)), password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`the admin's sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const sides = [await start('this checkout', root), await start(`base (${baseDir})`, path.resolve(baseDir))];
const cookie = row === 'admin' ? await adminCookie(sides[0].url) : undefined;
try {
  for (let slice = 0; slice <= slices; slice++) {
    // Each slice the other goes first, so neither always follows the same one.
    for (const side of slice % 2 ? [...sides].reverse() : sides) {
      const pid = side.child.pid as number;
      const before = cpuMs(pid);
      const result = await autocannon({
        url: side.url,
        connections: 50,
        duration: SLICE_SECONDS,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: pathOf(),
              headers: { ...request.headers, 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
            }),
          },
        ],
      });
      if (result.non2xx > 0) throw new Error(`${side.name}: ${result.non2xx} answers were not 2xx`);
      if (slice === 0) continue;
      side.requests += result.requests.total;
      side.cpuMs += cpuMs(pid) - before;
    }
  }
  console.log(`${row} on ${databaseName(databaseUrl)}, ${slices} slices of ${SLICE_SECONDS} s each:`);
  for (const side of sides) {
    const perSecond = side.requests / (slices * SLICE_SECONDS);
    const cpu = (side.cpuMs * 1000) / side.requests;
    console.log(`  ${side.name}: ${perSecond.toFixed(0)} req/s, app CPU ${cpu.toFixed(0)} µs per request`);
  }
} finally {
  for (const side of sides) side.child.kill('SIGTERM');
}
