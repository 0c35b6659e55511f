/**
 * How long a member's taste twins take to find and store (the background job's work, decision 105), on a
 * bench database: `npx tsx scripts/bench/twins-timing.ts postgres://.../top5_bench_NAME_1m [members]`.
 * Measures member1 (a heavy member: a list on every question), then a sample of ordinary members, each twice
 * (the second run with the pages the first one read in memory), and the read of the stored twins.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/server/db/client.js';
import { refreshTwins } from '../../src/server/services/twins/find-twins.js';
import { readTwins } from '../../src/server/services/twins/read-twins.js';

const url = process.argv[2];
if (!url) throw new Error('usage: twins-timing.ts <database url> [sample size]');
const sample = Number(process.argv[3] ?? 20);
const database = await openDatabase({ url, poolSize: 2 });
const { db } = database;

const ordinary = await queryRows<{ id: number }>(
  db,
  sql`select id from users where public_answers_count >= 3 and id > 1000 order by md5(id::text) limit ${sample}`,
);
const ms = (t: number) => Math.round((performance.now() - t) * 10) / 10;
const rows: { member: number; lists: number; cold: number; warm: number; twins: number; read: number }[] = [];
for (const id of [1, ...ordinary.map((r) => r.id)]) {
  const [{ lists }] = await queryRows<{ lists: number }>(
    db,
    sql`select public_answers_count as lists from users where id = ${id}`,
  );
  let t = performance.now();
  await refreshTwins(db, id);
  const cold = ms(t);
  t = performance.now();
  const twins = await refreshTwins(db, id);
  const warm = ms(t);
  t = performance.now();
  await readTwins(db, `member${id}`, null);
  rows.push({ member: id, lists, cold, warm, twins: twins.length, read: ms(t) });
}
console.table(rows);
const sorted = (key: 'cold' | 'warm' | 'read') => rows.map((r) => r[key]).sort((a, b) => a - b);
for (const key of ['cold', 'warm', 'read'] as const) {
  const s = sorted(key);
  console.log(`${key}: median ${s[Math.floor(s.length / 2)]} ms, max ${s[s.length - 1]} ms`);
}
await database.close();
