/**
 * Benchmark: the cost of reading a question's results and its first feed page as its responses grow.
 * Results come from tally tables, so the read should cost the same at 1,000 and at 10,000 responses.
 * Runs on PostgreSQL (BENCH_DATABASE_URL, default the local server) in a scratch database it drops after.
 *   npm run bench            (sizes 1000,10000)     BENCH_SIZES=500,5000 npm run bench
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { migrateDatabase, openDatabase, queryRows } from '../../src/server/db/client.js';
import { questions, users } from '../../src/server/db/schema/index.js';
import { submitAnswer } from '../../src/server/services/answers/submit-answer.js';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sizes = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
const READS = 300;
const scratch = `top5_bench_${process.pid}`;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${scratch}`);
const url = new URL(serverUrl);
url.pathname = `/${scratch}`;
const database = await openDatabase({ url: url.toString(), poolSize: 4 });

try {
  await migrateDatabase(database);
  const db = database.db;
  const config = loadConfig({}, { DATA_DIR: `/tmp/${scratch}`, SEED_DEMO: false });
  const app = await buildApp({ config, db, logLevel: 'silent' });
  const [question] = await db
    .insert(questions)
    .values({ title: 'Top 5 movies (benchmark)', description: 'Benchmark question' })
    .returning();

  // 600 distinct items with a skewed popularity, so the item list keeps growing with the responses.
  const items = Array.from({ length: 600 }, (_, i) => `Movie number ${i}`);
  const pick = () => items[Math.floor(items.length * Math.random() ** 3)];
  const fiveDistinct = () => {
    const chosen = new Set<string>();
    while (chosen.size < 5) chosen.add(pick());
    return [...chosen];
  };

  const rows: string[] = [];
  console.log(
    `benchmark on PostgreSQL, ${READS} sequential reads per call and size (app.inject, no network)\n`,
  );
  console.log('responses  call                                      median ms   p95 ms');
  let made = 0;
  for (const size of sizes) {
    const batch = Array.from({ length: size - made }, (_, i) => ({
      username: `bench_${made + i}`,
      displayName: `Bench ${made + i}`,
      email: `bench_${made + i}@example.test`,
      isVerified: true,
      birthYear: 1950 + ((made + i) % 60),
      birthMonth: 1 + ((made + i) % 12),
      country: 'France',
      city: 'Paris',
    }));
    for (let i = 0; i < batch.length; i += 1000) {
      const members = await db
        .insert(users)
        .values(batch.slice(i, i + 1000))
        .returning();
      for (const member of members) {
        await submitAnswer(db, {
          questionId: question.id,
          user: member,
          answers: fiveDistinct(),
          isPublic: true,
        });
      }
    }
    made = size;
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from responses where question_id = ${question.id}`,
    );
    for (const path of ['results', 'results/detailed', 'results/demographics', 'responses?page=1&limit=10']) {
      const times: number[] = [];
      for (let i = 0; i < READS; i++) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url: `/api/questions/${question.id}/${path}` });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)];
      const p95 = times[Math.floor(times.length * 0.95)];
      const line = `${String(n).padStart(9)}  GET /api/questions/:id/${path.padEnd(30)} ${median.toFixed(2).padStart(9)} ${p95.toFixed(2).padStart(8)}`;
      rows.push(line);
      console.log(line);
    }
  }
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${scratch} with (force)`);
  await admin.end();
}
