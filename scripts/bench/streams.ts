/**
 * npm run bench:streams [-- --streams=5000 --members=50 --hold=30]: the open-streams memory figure of issue 25
 * (decision 108). Starts one app process on a database of its own (created and dropped here, on the
 * PostgreSQL of TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres), opens --streams live
 * streams to it (GET /api/events: --members of them signed in, the rest visitors following one question),
 * and prints the process's resident memory (VmRSS) before, once they are all open, after holding them
 * --hold seconds, and once they are closed; then how long one new list took to reach every stream as a
 * results event, and one like every member's stream as a notification.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.js';
import { notifications } from '../../src/server/db/schema/index.js';
import { submitAnswer } from '../../src/server/services/answers/submit-answer.js';
import { serverUrlFor } from '../../src/server/test/database-url.js';
import { createQuestion, createUser, signIn } from '../../src/server/test/factories.js';
import { freePort } from '../../src/server/test/free-port.js';
import { root } from '../lib/client-build.mjs';
import { parseFlags } from './sizes.js';

const flags = parseFlags();
const STREAMS = Number(flags.get('streams') ?? 5_000);
const MEMBERS = Math.min(STREAMS, Number(flags.get('members') ?? 50));
const HOLD_S = Number(flags.get('hold') ?? 30);
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `top5_bench_streams_${process.pid}`;

const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;

function rssKib(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

/** One open stream: counts the events of each kind, and when the last one came. */
interface Stream {
  request: http.ClientRequest;
  counts: Map<string, number>;
  lastAt: Map<string, number>;
}

function open(url: string, cookie?: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = {
      request: null as unknown as http.ClientRequest,
      counts: new Map(),
      lastAt: new Map(),
    };
    stream.request = http.get(url, { agent: false, headers: cookie ? { cookie } : {} }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        for (const match of chunk.matchAll(/^event: (\w+)$/gm)) {
          stream.counts.set(match[1], (stream.counts.get(match[1]) ?? 0) + 1);
          stream.lastAt.set(match[1], performance.now());
        }
      });
      response.on('error', () => {});
      resolve(stream);
    });
    stream.request.on('error', reject);
  });
}

async function waitUntil(what: string, done: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function main(): Promise<void> {
  await admin(`create database ${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-bench-streams-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  try {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATABASE_URL: serverUrlFor(serverUrl, name),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
    });
    const pid = child.pid ?? 0;
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
      const ok = await fetch(`${base}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error('the app did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const database = await openDatabase({ url: serverUrlFor(serverUrl, name), poolSize: 4 });
    const question = await createQuestion(database.db);
    const author = await createUser(database.db);
    await submitAnswer(database.db, {
      questionId: question.id,
      user: author,
      answers: ['Alien', 'Heat', 'Fargo', 'Se7en', 'Ran'],
      isPublic: true,
    });
    // The signed-in streams' members.
    const members = [];
    for (let i = 0; i < MEMBERS; i++) {
      const user = await createUser(database.db);
      members.push({ user, cookie: await signIn(database.db, user) });
    }
    // Warm the app up (code paths loaded, pools open) before the first figure.
    for (let i = 0; i < 20; i++)
      await fetch(`${base}/api/questions/${question.id}/results`).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = rssKib(pid);

    const openStarted = performance.now();
    const streams: Stream[] = [];
    const visitors = STREAMS - MEMBERS;
    for (let i = 0; i < STREAMS; i += 100) {
      const batch = [];
      for (let j = i; j < Math.min(STREAMS, i + 100); j++) {
        batch.push(
          j < visitors
            ? open(`${base}/api/events?questions=${question.id}`)
            : open(`${base}/api/events`, members[j - visitors].cookie),
        );
      }
      streams.push(...(await Promise.all(batch)));
    }
    const openMs = performance.now() - openStarted;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const opened = rssKib(pid);

    // One new list: every visitor's stream gets the question's results.
    const answerAt = performance.now();
    const answerer = await createUser(database.db);
    await submitAnswer(database.db, {
      questionId: question.id,
      user: answerer,
      answers: ['Jaws', 'Heat', 'Alien', 'Ran', 'Up'],
      isPublic: true,
    });
    const visitorStreams = streams.slice(0, visitors);
    await waitUntil('results on every stream', () => visitorStreams.every((s) => s.counts.has('results')));
    const resultsMs = Math.max(...visitorStreams.map((s) => s.lastAt.get('results') ?? 0)) - answerAt;

    // One notification for each member, written at once: each member's stream gets theirs.
    const memberStreams = streams.slice(visitors);
    const notifyAt = performance.now();
    await database.db.insert(notifications).values(
      members.map(({ user }) => ({
        userId: user.id,
        type: 'like',
        title: 'New like',
        message: 'Someone liked your Top 5',
        relatedUserId: author.id,
      })),
    );
    await waitUntil('a notification on every member stream', () =>
      memberStreams.every((s) => s.counts.has('notification')),
    );
    const notifyMs = Math.max(...memberStreams.map((s) => s.lastAt.get('notification') ?? 0)) - notifyAt;

    await new Promise((resolve) => setTimeout(resolve, HOLD_S * 1_000));
    const held = rssKib(pid);
    for (const s of streams) s.request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const closed = rssKib(pid);
    await database.close();

    const perStream = ((opened - before) * 1024) / STREAMS;
    console.log(`| open streams (${STREAMS.toLocaleString('en-US')}, ${MEMBERS} signed in) | RSS |`);
    console.log('|---|---|');
    console.log(`| before | ${mib(before)} |`);
    console.log(
      `| all open (in ${(openMs / 1000).toFixed(1)} s) | ${mib(opened)} (+${(perStream / 1024).toFixed(1)} KiB a stream) |`,
    );
    console.log(`| held ${HOLD_S} s more | ${mib(held)} |`);
    console.log(`| closed | ${mib(closed)} |`);
    console.log(`| one new list to every visitor's stream (results) | ${resultsMs.toFixed(0)} ms |`);
    console.log(`| one notification each to ${MEMBERS} members' streams | ${notifyMs.toFixed(0)} ms |`);
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
