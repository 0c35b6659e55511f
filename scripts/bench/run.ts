/**
 * npm run bench [-- --size=1m --duration=10 --warmup=2 --connections=50 --filter=search --out=file.md]:
 * starts a hello-world Fastify and the app (production, built client) on the size's bench database, loads
 * every call of calls.ts with autocannon, recounts what the writes touched, then, when the dataset 10 times
 * smaller has been generated too, runs the deep page, search and compare calls on it for the scale ratios.
 * Prints a markdown table. Then, unless --filter is given: bench:streams' open-streams memory figure (not with
 * --no-streams), and, where Debian's nginx is installed, bench:cluster's row set on the same dataset (the
 * public reads through the proxy in front of one process, then three; not with --no-cluster). See docs/decisions/023-benchmark-in-the-repo.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.js';
import { hasNginx } from '../../src/server/test/cluster-kit.js';
import { buildClientIfStale } from '../lib/client-build.mjs';
import { buildServerIfStale } from '../lib/server-build.mjs';
import {
  adminReads,
  type BenchAdmin,
  type Call,
  type CallContext,
  compare,
  type Member,
  publicReads,
  signedInReads,
  touched,
  writes,
} from './calls.js';
import { checkConsistency } from './check.js';
import { coldReads, coldSamples } from './cold.js';
import { freshSearch, freshTerms, freshWrites, likedResponses, spreadLikes } from './fresh.js';
import { heavyListSample, matchReads } from './match-calls.js';
import { pageReads } from './pages.js';
import { type Measured, report, took } from './report.js';
import { startApp, startHello } from './servers.js';
import {
  BENCH_PASSWORD,
  type BenchSize,
  benchAdminId,
  type DatasetLabel,
  databaseName,
  databaseUrl,
  HEAVY_MEMBERS,
  HEAVY_QUESTION_ID,
  memberEmail,
  parseFlags,
  SIZES,
  SMALL_QUESTION_ID,
  SMALLER,
  sizeFlag,
} from './sizes.js';
import { likeTargets, readsUnderWrites, startWriter, type Written } from './under-writes.js';

const flags = parseFlags();
const size = sizeFlag(flags);
const duration = Number(flags.get('duration') ?? 10);
const warmup = Number(flags.get('warmup') ?? 2);
const connections = Number(flags.get('connections') ?? 50);
/** With --cpu, each call also prints the CPU time per request of the app and of its PostgreSQL backends. */
const cpu = flags.has('cpu');
const filter = flags.has('filter') ? new RegExp(flags.get('filter') ?? '', 'i') : null;
const WRITERS = 200;

async function readLabel(url: string): Promise<DatasetLabel | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const { rows } = await client.query(
      'select shobj_description(oid, $2) as label from pg_database where datname = $1',
      [databaseName(url), 'pg_database'],
    );
    return rows[0]?.label ? (JSON.parse(rows[0].label) as DatasetLabel) : null;
  } finally {
    await client.end();
  }
}

/** Applies migrations newer than the dataset first, so start-up time is not the time of a migration. */
async function migrate(url: string): Promise<void> {
  const database = await openDatabase({ url, poolSize: 1, statementTimeoutMs: 3_600_000 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

/**
 * Waits until the app is idle: no query or transaction of its pool running, and a results read (which queues
 * for a pool connection behind any requests a slow call left behind) answering within 500 ms, twice in a row.
 */
async function waitIdle(db: pg.Client, origin: string): Promise<void> {
  const deadline = performance.now() + 180_000;
  let quiet = 0;
  while (performance.now() < deadline) {
    const { rows } = await db.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and application_name = 'top5'
         and state in ('active', 'idle in transaction')`,
    );
    const t = performance.now();
    const probe = await fetch(`${origin}/api/questions/${SMALL_QUESTION_ID}/results`).catch(() => null);
    await probe?.arrayBuffer();
    const fast = probe?.status === 200 && performance.now() - t < 500;
    quiet = rows[0].n === 0 && fast ? quiet + 1 : 0;
    if (quiet >= 2) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.warn('  the app was still busy after 180 s; measuring anyway');
}

/** What a browser sends with every call (Chromium's list): the app answers compressed, hello world does not. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function load(url: string, call: Call, seconds: number): Promise<autocannon.AutocannonResult> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const next = call.next();
          return { ...request, ...next, headers: { ...BROWSER_HEADERS, ...next.headers } };
        },
      },
    ],
  });
}

/** Reads the app's read caches answered so far (kept reads and kept pages), from memory and not, by /metrics. */
async function cacheReads(origin: string): Promise<{ hits: number; misses: number } | null> {
  const res = await fetch(`${origin}/metrics`).catch(() => null);
  if (res?.status !== 200) return null;
  const text = await res.text();
  const sum = (result: string) =>
    [...text.matchAll(/^read_cache_reads\{cache="(read|page)",result="(hit|miss)"\} (\d+)/gm)]
      .filter((m) => m[2] === result)
      .reduce((total, m) => total + Number(m[3]), 0);
  return { hits: sum('hit'), misses: sum('miss') };
}

/** A writer to run beside a call while it is measured (warm-up included). */
type Beside = () => { written(): Promise<Written>; stop(): Promise<Written> };

async function measure(url: string, call: Call, db: pg.Client | null, beside?: Beside): Promise<Measured> {
  if (db) await waitIdle(db, url);
  await call.warm?.();
  const writer = beside?.();
  if (warmup > 0) await load(url, call, warmup);
  // Beside a writer the app is never idle: measure right after the warm-up.
  if (db && !writer) await waitIdle(db, url);
  const before = cpu && db && appPid ? await cpuTicks(db, appPid) : null;
  const readsBefore = db ? await cacheReads(url) : null;
  const writtenBefore = await writer?.written();
  const r = await load(url, call, duration);
  const writtenAfter = await writer?.written();
  const readsAfter = readsBefore ? await cacheReads(url) : null;
  const after = before && db && appPid ? await cpuTicks(db, appPid) : null;
  if (writer) await writer.stop();
  const reads =
    readsBefore && readsAfter
      ? readsAfter.hits - readsBefore.hits + readsAfter.misses - readsBefore.misses
      : 0;
  const perSecond = (n: number) =>
    writtenBefore && writtenAfter ? n / (writtenAfter.seconds - writtenBefore.seconds) : 0;
  const m: Measured = {
    name: call.name,
    goal: call.goal,
    rps: r['2xx'] / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors,
    hitRate: readsBefore && readsAfter && reads > 0 ? (readsAfter.hits - readsBefore.hits) / reads : null,
    beside:
      writtenBefore && writtenAfter
        ? {
            answers: perSecond(writtenAfter.answers - writtenBefore.answers),
            likes: perSecond(writtenAfter.likes - writtenBefore.likes),
            errors: writtenAfter.errors - writtenBefore.errors,
            answerMs: writtenAfter.answerMs,
            likeMs: writtenAfter.likeMs,
          }
        : null,
  };
  console.log(
    `  ${call.name.padEnd(44)} ${m.rps.toFixed(1).padStart(9)} req/s  p50 ${m.p50} ms  p99 ${m.p99} ms  errors ${m.errors}` +
      (m.hitRate == null ? '' : `  cache hits ${(m.hitRate * 100).toFixed(1)}%`) +
      (m.beside
        ? `  beside: ${m.beside.answers.toFixed(0)} answers/s${took(m.beside.answerMs)}, ${m.beside.likes.toFixed(0)} likes/s${took(m.beside.likeMs)}, ${m.beside.errors} errors`
        : ''),
  );
  if (before && after) {
    const requests = r.requests.total || 1;
    const ms = (ticks: number) => ((ticks * 10) / requests).toFixed(2);
    console.log(
      `    CPU per request: app ${ms(after.app - before.app)} ms, PostgreSQL ${ms(after.pg - before.pg)} ms (${requests} requests)`,
    );
  }
  return m;
}

let appPid: number | undefined;

/** CPU time (1/100 s) of the app process and of the PostgreSQL backends connected to the bench database. */
async function cpuTicks(db: pg.Client, pid: number): Promise<{ app: number; pg: number }> {
  const ticks = (p: number) => {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  const { rows } = await db.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and application_name like 'top5%'",
  );
  return { app: ticks(pid), pg: rows.reduce((sum, row) => sum + ticks(row.pid), 0) };
}

/**
 * The constant-time check without the machine's drift: the two results reads one after the other, alternating,
 * so both see the same load; medians in ms.
 */
async function alternatingResults(origin: string, rounds = 300): Promise<{ big: number; small: number }> {
  const times = { big: [] as number[], small: [] as number[] };
  const read = async (questionId: number) => {
    const t = performance.now();
    const res = await fetch(`${origin}/api/questions/${questionId}/results`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`results of question ${questionId}: ${res.status}`);
    return performance.now() - t;
  };
  for (let i = 0; i < rounds; i++) {
    times.big.push(await read(HEAVY_QUESTION_ID));
    times.small.push(await read(SMALL_QUESTION_ID));
  }
  const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return { big: median(times.big), small: median(times.small) };
}

async function signIn(origin: string, id: number): Promise<Member> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: memberEmail(id), password: BENCH_PASSWORD }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('top5_session='));
  if (res.status !== 200 || !cookie)
    throw new Error(`member${id} could not sign in: ${res.status} ${await res.text()}`);
  return { id, cookie };
}

async function signInAll(origin: string, ids: number[]): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < ids.length; i += 8)
    members.push(...(await Promise.all(ids.slice(i, i + 8).map((id) => signIn(origin, id)))));
  return members;
}

/**
 * The bench admin signed in, with the cursor of the Responses Data tab's page 1; null (and a note) when the
 * dataset has no admin: it was generated before the bench admin (npm run bench:data makes one).
 */
async function signInAdmin(origin: string, db: pg.Client): Promise<BenchAdmin | null> {
  const id = benchAdminId(size);
  const { rows } = await db.query('select is_admin from users where id = $1', [id]);
  if (!rows[0]?.is_admin) {
    console.log(`  no bench admin (member${id}) in this dataset: the admin reads are left out`);
    return null;
  }
  const [member] = await signInAll(origin, [id]);
  const res = await fetch(`${origin}/api/admin/responses?page=1&limit=50`, {
    headers: { cookie: member.cookie },
  });
  const page = (await res.json()) as { pagination?: { nextCursor?: string | null } };
  const cursor = page.pagination?.nextCursor;
  if (res.status !== 200 || !cursor) throw new Error(`admin responses page 1: ${res.status}`);
  return { member, responsesCursor: cursor };
}

const selected = (call: Call) => !filter || filter.test(call.name);

/**
 * Reads every table and index of the dataset once (pg_prewarm), so the rows measure the app and not the disk:
 * right after `bench:data`, or on a new machine, the files are not in memory yet, and the first rows then wait
 * on reads (answers fell from 330/s to 30/s, PostgreSQL waiting on DataFileRead). Seconds once they are.
 */
async function readDatabaseFiles(db: pg.Client): Promise<void> {
  const t = performance.now();
  try {
    await db.query('create extension if not exists pg_prewarm');
    const { rows } = await db.query<{ mb: number }>(
      `select (sum(pg_prewarm(c.oid)) * current_setting('block_size')::int / 1048576)::int as mb
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'i', 'm')`,
    );
    console.log(
      `  read the dataset's files (${rows[0].mb} MB) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    console.warn(
      `  could not read the dataset's files ahead (${(error as Error).message}): the first rows may wait on the disk`,
    );
  } finally {
    await db.query('drop extension if exists pg_prewarm').catch(() => {});
  }
}

async function main(): Promise<void> {
  const url = databaseUrl(size.name);
  const label = await readLabel(url);
  if (!label)
    throw new Error(
      `No generated dataset in ${databaseName(url)}: run npm run bench:data -- --size=${size.name}`,
    );
  if (!buildClientIfStale()) throw new Error('The client build failed');
  if (!(await buildServerIfStale())) throw new Error('The server build failed');
  const loadBefore = os.loadavg();
  const startedAt = new Date();
  console.log(`bench --size=${size.name} on ${databaseName(url)} (generated ${label.generatedAt})`);
  console.log(`${connections} connections, ${warmup} s warm-up, ${duration} s measured per call\n`);

  const hello = await startHello('/tmp/top5-bench-hello.log');
  const helloCall: Call = { name: 'hello world', goal: 'read', next: () => ({ method: 'GET', path: '/' }) };
  const helloBefore = await measure(hello.url, helloCall, null);

  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows: server } = await db.query(
    `select split_part(current_setting('server_version'), ' ', 1) as version, current_setting('shared_buffers') as buffers,
      current_setting('huge_pages') as huge`,
  );
  const database = `PostgreSQL ${server[0].version}, shared_buffers ${server[0].buffers}, huge_pages ${server[0].huge}`;
  await migrate(url);
  await readDatabaseFiles(db);
  const appLog = `/tmp/top5-bench-app-${size.name}.log`;
  const app = await startApp(url, appLog, flags.get('profile'));
  appPid = app.pid;
  console.log(
    `  app started: listening after ${((app.listeningMs ?? 0) / 1000).toFixed(2)} s, first 200 after ${(app.startMs / 1000).toFixed(2)} s (log: ${appLog})`,
  );

  const results: Measured[] = [];
  let problems: string[] = [];
  let sequential: { big: number; small: number } | null = null;
  try {
    const writerIds = Array.from({ length: WRITERS }, (_, i) => HEAVY_MEMBERS + 1 + i);
    const t = performance.now();
    const [heavy] = await signInAll(app.url, [1]);
    const writers = await signInAll(app.url, writerIds);
    console.log(
      `  signed in ${writers.length + 1} members in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const answered = new Map<number, number[]>(writerIds.map((id) => [id, []]));
    for (const r of (
      await db.query(
        'select user_id, question_id from responses where user_id = any($1::int[]) order by question_id',
        [writerIds],
      )
    ).rows)
      answered.get(r.user_id)?.push(r.question_id);
    const free = new Map<number, number[]>();
    for (const id of writerIds) {
      const mine = new Set(answered.get(id));
      const all = Array.from({ length: size.questions }, (_, i) => i + 1).filter((q) => !mine.has(q));
      free.set(
        id,
        all.sort(() => Math.random() - 0.5),
      );
    }
    const likers = await db.query(
      'select user_id from likes where response_id = $1 and user_id = any($2::int[])',
      [label.mostLikedResponseId, writerIds],
    );
    const context: CallContext = {
      size,
      origin: app.url,
      heavy,
      writers,
      answered,
      free,
      mostLikedResponseId: label.mostLikedResponseId,
      likers: new Set(likers.rows.map((r) => r.user_id)),
    };
    if (!filter || filter.test('results')) {
      await waitIdle(db, app.url);
      sequential = await alternatingResults(app.url);
    }
    const admin = await signInAdmin(app.url, db);
    const fresh = freshSearch();
    if (selected(fresh)) fresh.terms.push(...(await freshTerms(db)));
    const warm = [
      ...publicReads(context),
      ...signedInReads(context),
      ...matchReads(context, await heavyListSample(db)),
      ...adminReads(admin),
      ...pageReads(context),
      fresh,
    ];
    for (const call of warm.filter(selected)) results.push(await measure(app.url, call, db));

    // Cold: parameters drawn over the whole dataset (cold.ts).
    if (!filter || filter.test('cold: ') || /cold/i.test(filter.source)) {
      const t3 = performance.now();
      const heavyMembers = await signInAll(
        app.url,
        Array.from({ length: HEAVY_MEMBERS }, (_, i) => i + 1),
      );
      const samples = await coldSamples(db, app.url, size, heavyMembers);
      console.log(`  cold samples read in ${((performance.now() - t3) / 1000).toFixed(1)} s`);
      for (const call of coldReads(context, samples, admin).filter(selected))
        results.push(await measure(app.url, call, db));
    }

    // The public reads again, each beside a writer of 100 answers/s and 300 likes/s (under-writes.ts).
    const underWrites = readsUnderWrites(context).filter(selected);
    if (underWrites.length > 0) {
      const targets = await likeTargets(db, writers);
      for (const call of underWrites)
        results.push(await measure(app.url, call, db, () => startWriter(context, targets)));
    }

    const likes = await spreadLikes(db, writers);
    for (const call of [...writes(context), ...freshWrites(app.url, writers, likes)].filter(selected))
      results.push(await measure(app.url, call, db));

    if (touched.members.size > 0) {
      const others = [...touched.questions].filter((q) => q !== HEAVY_QUESTION_ID).slice(0, 15);
      // The saves still queued when the last row stopped commit first: a recount beside them would race them.
      await waitIdle(db, app.url);
      const t2 = performance.now();
      problems = await checkConsistency(db, {
        questionIds: [...new Set([HEAVY_QUESTION_ID, ...others])],
        userIds: [...touched.members],
        responseIds: [
          label.mostLikedResponseId,
          ...[...touched.responses].slice(0, 500),
          ...likedResponses,
          ...(
            await db.query('select id from responses where user_id = any($1::int[]) limit 500', [
              [...touched.members],
            ])
          ).rows.map((r) => r.id),
        ],
      });
      console.log(
        `  recount after the writes: ${problems.length === 0 ? 'exact' : `${problems.length} differences`} ` +
          `(${((performance.now() - t2) / 1000).toFixed(1)} s)`,
      );
      for (const p of problems.slice(0, 20)) console.error(`    ${p}`);
    }
  } finally {
    await app.stop();
    await db.end();
  }
  const helloAfter = await measure(hello.url, helloCall, null);

  // The scale calls again on the dataset 10 times smaller, when it has been generated.
  const smallerName = SMALLER[size.name];
  let smaller: { size: BenchSize; results: Measured[] } | null = null;
  const smallerUrl = smallerName ? databaseUrl(smallerName) : null;
  if (smallerName && smallerUrl && flags.get('smaller') !== 'false' && (await readLabel(smallerUrl))) {
    const smallLabel = (await readLabel(smallerUrl)) as DatasetLabel;
    const smallSize = SIZES[smallerName];
    console.log(`\n  the scale calls on ${databaseName(smallerUrl)}:`);
    await migrate(smallerUrl);
    const smallApp = await startApp(smallerUrl, `/tmp/top5-bench-app-${smallerName}.log`);
    const smallDb = new pg.Client({ connectionString: smallerUrl });
    await smallDb.connect();
    try {
      const [heavy] = await signInAll(smallApp.url, [1]);
      const context: CallContext = {
        size: smallSize,
        origin: smallApp.url,
        heavy,
        writers: [heavy],
        answered: new Map(),
        free: new Map(),
        mostLikedResponseId: smallLabel.mostLikedResponseId,
        likers: new Set(),
      };
      const calls = [...publicReads(context), compare(heavy)].filter(
        (c) => c.goal === 'scale' && selected(c),
      );
      const smallResults: Measured[] = [];
      for (const call of calls) smallResults.push(await measure(smallApp.url, call, smallDb));
      smaller = { size: smallSize, results: smallResults };
    } finally {
      await smallApp.stop();
      await smallDb.end();
    }
  }
  await hello.stop();

  const table = report({
    size,
    startedAt,
    loadBefore,
    loadAfter: os.loadavg(),
    cores: os.cpus().length,
    hello: [helloBefore.rps, helloAfter.rps],
    startMs: app.startMs,
    helloStartMs: hello.startMs,
    listeningMs: app.listeningMs,
    results,
    sequential,
    smaller,
    recount: touched.members.size > 0 ? problems : null,
    duration,
    connections,
    database,
  });
  console.log(`\n${table}`);
  const out = flags.get('out');
  if (out) fs.writeFileSync(out, `${table}\n`);
}

await main();

/** Runs another bench script in its own process, so its servers start on a quiet event loop. */
function runAfter(script: string, args: string[]): void {
  const file = new URL(script, import.meta.url).pathname;
  const run = spawnSync(process.execPath, [...process.execArgv, file, ...args], { stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = run.status ?? 1;
}

if (!filter) {
  // The open-streams memory figure (issue 25, decision 108), at its defaults.
  if (!flags.has('no-streams')) runAfter('./streams.ts', []);
  // The proxy's row set (issue 24), on the same dataset with the same flags.
  if (!flags.has('no-cluster') && hasNginx()) runAfter('./cluster.ts', process.argv.slice(2));
}
