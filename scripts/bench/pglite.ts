/**
 * npm run bench:pglite [-- --duration=20 --warmup=5 --members=50]: the embedded default under writes (issue 23). Makes a
 * PGlite database in a temporary DATA_DIR with the demo content and 50 more members, starts the app on it as
 * `npm start` does (no DATABASE_URL), signs the members in, then has every member at once answer questions
 * (first answers, then edits) and like or unlike others' lists, each member one write after the other, for
 * the warm-up (not counted) and the duration. Prints each kind of write's rate, p50, p99 and worst latency, and the app process's largest
 * resident memory, sampled every 200 ms. Goal: p99 under 1 s for every write, memory under 400 MB.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.js';
import { seedDemo } from '../../src/server/db/seed/demo.js';
import { hashPassword } from '../../src/server/lib/passwords.js';
import { LocalFileStore } from '../../src/server/services/storage/local-store.js';
import { buildClientIfStale } from '../lib/client-build.mjs';
import { buildServerIfStale } from '../lib/server-build.mjs';
import { percentile } from './percentile.js';
import { startApp } from './servers.js';
import { BENCH_PASSWORD, parseFlags } from './sizes.js';

const flags = parseFlags();
const duration = Number(flags.get('duration') ?? 20);
/** Seconds of writes before the measured ones (the first writes plan every statement and fill the caches). */
const warmup = Number(flags.get('warmup') ?? 5);
const memberCount = Number(flags.get('members') ?? 50);
const email = (i: number) => `pglite-member${i}@bench.test`;

/** A PGlite database in `dataDir` as the app would make it, with the demo content and the bench members. */
async function prepare(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, { files: new LocalFileStore(dataDir) });
    const hash = await hashPassword(BENCH_PASSWORD);
    await database.db.execute(sql`
      insert into users (username, display_name, email, password_hash, is_verified, birth_year, birth_month,
        country, created_at, updated_at)
      select 'pglite_member' || i, 'PGlite Member ' || i, 'pglite-member' || i || '@bench.test', ${hash}, true,
        1950 + i % 50, 1 + i % 12, 'GB', now() - interval '400 days', now() - interval '400 days'
      from generate_series(1, ${memberCount}) i`);
  } finally {
    await database.close();
  }
}

interface Member {
  cookie: string;
  id: number;
}

async function signIn(origin: string, i: number): Promise<Member> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: email(i), password: BENCH_PASSWORD }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('top5_session='));
  const body = (await res.json()) as { user?: { id: number } };
  if (res.status !== 200 || !cookie || !body.user)
    throw new Error(`${email(i)} could not sign in: ${res.status}`);
  return { cookie, id: body.user.id };
}

/** Resident memory of a process and its children (start.mjs runs the server as a child), in MB. */
function rssMb(pid: number): number {
  const one = (p: number): number => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const children = fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/);
      return kb + children.filter(Boolean).reduce((sum, c) => sum + one(Number(c)), 0);
    } catch {
      return 0;
    }
  };
  return one(pid) / 1024;
}

const ANSWERS = ['Pizza', 'Sushi', 'Tacos', 'Ramen', 'Curry', 'Paella', 'Dumplings', 'Falafel'];

async function main(): Promise<void> {
  if (!buildClientIfStale()) throw new Error('The client build failed');
  if (!(await buildServerIfStale())) throw new Error('The server build failed');
  const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'top5-bench-pglite-'));
  const loadBefore = os.loadavg();
  const t = performance.now();
  await prepare(dataDir);
  console.log(
    `PGlite database with the demo content and ${memberCount} members in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const app = await startApp('', '/tmp/top5-bench-app-pglite.log', undefined, dataDir);
  let peak = 0;
  const sampler = setInterval(() => {
    if (app.pid) peak = Math.max(peak, rssMb(app.pid));
  }, 200);
  try {
    const members: Member[] = [];
    for (let i = 1; i <= memberCount; i += 5)
      members.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(5, memberCount - i + 1) }, (_, k) => signIn(app.url, i + k)),
        )),
      );
    const questions = (
      (await (await fetch(`${app.url}/api/questions?limit=50`)).json()) as {
        questions: { id: number; endDate: string | null }[];
      }
    ).questions.filter((q) => !q.endDate || new Date(q.endDate) > new Date());
    const recent = (
      (await (await fetch(`${app.url}/api/responses/recent?limit=50`)).json()) as {
        responses: { id: number; user: { id: number } }[];
      }
    ).responses;
    if (questions.length === 0 || recent.length === 0)
      throw new Error('no open question or public list to write to');
    const idle = rssMb(app.pid ?? 0);
    console.log(
      `app on PGlite: ${idle.toFixed(0)} MB resident after sign-in; ${questions.length} open questions, ${recent.length} lists to like`,
    );

    const times = { answer: [] as number[], like: [] as number[] };
    const failures = { answer: 0, like: 0 };
    const liked = new Set<string>();
    const measuredFrom = performance.now() + warmup * 1000;
    const end = measuredFrom + duration * 1000;
    const post = async (kind: 'answer' | 'like', m: Member, url: string, body: unknown) => {
      const started = performance.now();
      const res = await fetch(`${app.url}${url}`, {
        method: 'POST',
        headers: { cookie: m.cookie, origin: app.url, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      if (started < measuredFrom) return;
      if (res.status === 200) times[kind].push(performance.now() - started);
      else failures[kind]++;
    };
    await Promise.all(
      members.map(async (m, i) => {
        for (let n = 0; performance.now() < end; n++) {
          if (n % 2 === 0) {
            const q = questions[(i + n) % questions.length];
            const answers = [...ANSWERS].sort(() => Math.random() - 0.5).slice(0, 5);
            await post('answer', m, `/api/questions/${q.id}/answer`, { answers, isPublic: true });
          } else {
            const others = recent.filter((r) => r.user.id !== m.id);
            const r = others[(i * 7 + n) % others.length];
            const key = `${r.id}:${m.id}`;
            const like = !liked.has(key);
            if (like) liked.add(key);
            else liked.delete(key);
            await post('like', m, `/api/responses/${r.id}/toggle-like`, { like });
          }
        }
      }),
    );
    clearInterval(sampler);
    console.log(
      `\n${memberCount} members answering and liking at once on PGlite for ${duration} s (load average ` +
        `${loadBefore[0].toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after, ${os.cpus().length} cores, shared machine):\n`,
    );
    console.log('| write | per s | p50 ms | p99 ms | worst ms | errors | goal p99 < 1,000 ms |');
    console.log('|---|---:|---:|---:|---:|---:|---|');
    for (const kind of ['answer', 'like'] as const) {
      const sorted = times[kind].sort((a, b) => a - b);
      const p99 = percentile(sorted, 0.99);
      console.log(
        `| ${kind} | ${(sorted.length / duration).toFixed(0)} | ${percentile(sorted, 0.5).toFixed(0)} | ${p99.toFixed(0)} | ` +
          `${(sorted.at(-1) ?? 0).toFixed(0)} | ${failures[kind]} | ${p99 < 1000 && failures[kind] === 0 ? 'yes' : '**no**'} |`,
      );
    }
    console.log(
      `\nApp process (PGlite inside) largest resident memory: ${peak.toFixed(0)} MB (goal under 400 MB: ${peak < 400 ? 'yes' : '**no**'}).`,
    );
  } finally {
    clearInterval(sampler);
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
