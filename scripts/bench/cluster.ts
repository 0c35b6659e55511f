/**
 * npm run bench:cluster [-- --size=100k --duration=10 --warmup=2 --connections=50 --processes=3]: the public
 * reads through nginx (the proxy of compose.yaml, deploy/nginx/proxy.conf) in front of one app process, then
 * in front of --processes of them, on the size's bench database; prints requests per second of each and the
 * ratio. A hello-world Fastify measured in the same run is the machine's yardstick (a shared machine's figures
 * move with its load). Needs Debian's nginx; see docs/operations.md, "How capacity grows".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.js';
import { hasNginx, type Started, startAppProcess, startNginx } from '../../src/server/test/cluster-kit.js';
import { freePort } from '../../src/server/test/free-port.js';
import { buildClientIfStale } from '../lib/client-build.mjs';
import { buildServerIfStale } from '../lib/server-build.mjs';
import type { Call } from './calls.js';
import { appEnv, startHello } from './servers.js';
import {
  type DatasetLabel,
  databaseName,
  databaseUrl,
  HEAVY_QUESTION_ID,
  memberUsername,
  parseFlags,
  sizeFlag,
} from './sizes.js';

const flags = parseFlags();
const size = sizeFlag(flags);
const duration = Number(flags.get('duration') ?? 10);
const warmup = Number(flags.get('warmup') ?? 2);
const connections = Number(flags.get('connections') ?? 50);
const most = Number(flags.get('processes') ?? 3);

/** The rows: the API reads a visitor's pages make, the heavy question's among them. */
function rows(label: DatasetLabel): Call[] {
  const get = (name: string, url: string): Call => ({
    name,
    goal: 'public',
    next: () => ({ method: 'GET', path: url }),
  });
  const q = HEAVY_QUESTION_ID;
  return [
    get('question', `/api/questions/${q}`),
    get('results', `/api/questions/${q}/results`),
    get('question feed page 1', `/api/questions/${q}/responses?page=1`),
    get('recent page 1', '/api/responses/recent?page=1'),
    get('profile', `/api/users/${memberUsername(1)}`),
    get('comments', `/api/responses/${label.mostLikedResponseId}/comments`),
  ];
}

interface Figure {
  rps: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
}

async function load(origin: string, call: Call, seconds: number): Promise<Figure> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          ...call.next(),
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        }),
      },
    ],
  });
  return { rps: result['2xx'] / result.duration, errors: result.non2xx + result.errors + result.timeouts };
}

async function measure(origin: string, call: Call): Promise<Figure> {
  if (warmup > 0) await load(origin, call, warmup);
  return load(origin, call, duration);
}

async function main(): Promise<void> {
  if (!hasNginx()) throw new Error('bench:cluster needs nginx (apt-get install nginx)');
  const url = databaseUrl(size.name);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows: labels } = await admin.query(
    'select shobj_description(oid, $2) as label from pg_database where datname = $1',
    [databaseName(url), 'pg_database'],
  );
  await admin.end();
  if (!labels[0]?.label) throw new Error(`No generated dataset in ${databaseName(url)}: npm run bench:data`);
  const label = JSON.parse(labels[0].label) as DatasetLabel;
  if (!buildClientIfStale()) throw new Error('The client build failed');
  if (!(await buildServerIfStale())) throw new Error('The server build failed');
  const database = await openDatabase({ url, poolSize: 1, statementTimeoutMs: 3_600_000 });
  await migrateDatabase(database);
  await database.close();

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-bench-cluster-'));
  fs.chmodSync(work, 0o755);
  const loadBefore = os.loadavg();
  const loads = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');
  console.log(
    `bench:cluster --size=${size.name} on ${databaseName(url)}: ${connections} connections, ${warmup} s ` +
      `warm-up, ${duration} s per row, through nginx; ${os.cpus().length} cores, load ${loads(loadBefore)}\n`,
  );
  const hello = await startHello(path.join(work, 'hello.log'));
  const helloCall: Call = { name: 'hello world', goal: 'read', next: () => ({ method: 'GET', path: '/' }) };
  const helloRps = (await measure(hello.url, helloCall)).rps;
  await hello.stop();

  // The processes, and two proxies: one in front of the first alone, one in front of them all. Each row is
  // measured through one, then at once through the other, so the machine's load drifts alike for both.
  const ports = await Promise.all(Array.from({ length: most }, () => freePort()));
  const single = await startNginx(path.join(work, 'nginx-1'), ports.slice(0, 1));
  const all = await startNginx(path.join(work, `nginx-${most}`), ports);
  const apps: Started[] = [];
  const calls = rows(label);
  const one: Figure[] = [];
  const many: Figure[] = [];
  try {
    for (const [i, port] of ports.entries()) {
      const env = appEnv(url, port, path.join(work, 'data')) as Record<string, string>;
      apps.push(await startAppProcess(port, env, { log: path.join(work, `app-${i}.log`), waitMs: 120_000 }));
    }
    for (const call of calls) {
      one.push(await measure(single.url, call));
      many.push(await measure(all.url, call));
    }
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await single.stop();
    await all.stop();
  }
  const loadAfter = os.loadavg();

  const lines = [
    `| row (through nginx) | 1 process req/s | ${most} processes req/s | ratio | errors (1 / ${most}) |`,
    '| --- | ---: | ---: | ---: | ---: |',
    ...calls.map((call, i) => {
      const ratio = (many[i].rps / one[i].rps).toFixed(2);
      return `| ${call.name} | ${one[i].rps.toFixed(0)} | ${many[i].rps.toFixed(0)} | ${ratio} | ${one[i].errors} / ${many[i].errors} |`;
    }),
  ];
  const total = (figures: Figure[]) => figures.reduce((sum, f) => sum + f.rps, 0);
  const ratio = (total(many) / total(one)).toFixed(2);
  lines.push(`| all rows together | ${total(one).toFixed(0)} | ${total(many).toFixed(0)} | ${ratio} | |`);
  console.log(lines.join('\n'));
  console.log(
    `\nhello world (direct, same run): ${helloRps.toFixed(0)} req/s; load ${loads(loadBefore)} before, ` +
      `${loads(loadAfter)} after. App logs: ${work}`,
  );
}

await main();
