/**
 * A benchmark dataset from scratch: (re)creates the database, migrates it with the project's migrator, writes
 * the dataset with SQL (load.ts), computes every derived table in bulk (derived.ts), rebuilds the indexes,
 * vacuums, and checks a sample against a recount (check.ts). Only a consistent dataset gets its label (the
 * database's comment), which `npm run bench` requires. See docs/decisions/023-benchmark-in-the-repo.md.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.js';
import { hashPassword } from '../../src/server/lib/passwords.js';
import { checkConsistency, datasetSample } from './check.js';
import { computeDerived, KNOWN_TRIGGERS } from './derived.js';
import { LOADED_TABLES, loadDataset } from './load.js';
import { BENCH_PASSWORD, type BenchSize, type DatasetLabel, databaseName, serverUrl } from './sizes.js';

/** Tables the dataset leaves empty on purpose; any other empty table may be a derived one the load misses. */
const EMPTY_ON_PURPOSE = new Set([
  // Work on a timer (decision 100): a job's row is made the first time a process claims it.
  'scheduled_jobs',
  // Blocks and mutes (decision 070), and the burst watch's counters and bursts (068): none in the dataset.
  'blocks',
  'mutes',
  'question_answer_pace',
  'question_list_keys',
  'result_bursts',
  'data_deletion_requests',
  'privacy_policy',
  'user_goals',
  'email_tokens',
  'rate_limit_hits',
  'sessions',
  'social_accounts',
  'reports',
  'audit_log',
  'trending_notices',
  'social_sign_in_states',
  'known_devices',
  'mail_outbox',
  'remote_images',
  // Feed page marks (decisions 090, 113 and 152) are written by the reads that need them; taste twins
  // (decision 104) by the background refresh after a member answers.
  'feed_marks',
  'admin_marks',
  'recent_marks',
  'taste_twins',
]);

/** Generates the dataset into the database at url; the differences the recount found (none: labelled). */
export async function generateDataset(
  size: BenchSize,
  url: string,
  log: (line: string) => void = console.log,
): Promise<string[]> {
  const name = databaseName(url);
  if (!name.includes('bench'))
    throw new Error(`Refusing to recreate ${name}: a bench database's name contains "bench"`);
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  log(`bench:data --size=${size.name}: ${size.responses.toLocaleString('en-US')} responses into ${name}`);

  const admin = new pg.Client({ connectionString: serverUrl(url) });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();

  const database = await openDatabase({ url, poolSize: 1 });
  await migrateDatabase(database);
  await database.close();
  log(`  migrated (${elapsed()})`);

  const client = new pg.Client({ connectionString: url, statement_timeout: 0 });
  await client.connect();
  const step = async (label: string, statement: string) => {
    const t = performance.now();
    await client.query(statement);
    log(`  ${label.padEnd(32)} ${((performance.now() - t) / 1000).toFixed(1).padStart(6)} s`);
  };

  try {
    const triggers = await client.query<{ name: string }>(`
    select c.relname || '.' || t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not t.tgisinternal`);
    const unknown = triggers.rows.map((t) => t.name).filter((t) => !KNOWN_TRIGGERS.has(t));
    if (unknown.length)
      throw new Error(
        `Unknown triggers ${unknown.join(', ')}: the load runs with triggers off, so whatever they derive would be ` +
          'wrong. Compute it in scripts/bench/derived.ts and add them to KNOWN_TRIGGERS.',
      );

    // Row triggers and foreign-key checks off for this session; secondary indexes rebuilt after the load.
    await client.query(`set session_replication_role = replica; set maintenance_work_mem = '512MB';
    set work_mem = '128MB'; set synchronous_commit = off`);
    const indexes = await client.query<{ name: string; def: string }>(
      `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`,
      [LOADED_TABLES],
    );
    await client.query(indexes.rows.map((i) => `drop index ${i.name};`).join('\n'));

    await loadDataset(client, size, await hashPassword(BENCH_PASSWORD), step);
    await computeDerived(step);
    for (const index of indexes.rows) await step(`index ${index.name}`, index.def);
    const identities = await client.query<{ table: string; column: string }>(
      `select table_name as table, column_name as column from information_schema.columns
     where table_schema = 'public' and is_identity = 'YES'`,
    );
    for (const { table, column } of identities.rows)
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
      );
    await client.query('set session_replication_role = origin');
    await step('vacuum analyze', 'vacuum (analyze)');

    const empty: string[] = [];
    const tables = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    for (const { name: table } of tables.rows) {
      if (EMPTY_ON_PURPOSE.has(table)) continue;
      const { rows } = await client.query(`select exists (select 1 from ${table}) as filled`);
      if (!rows[0].filled) empty.push(table);
    }
    if (empty.length)
      throw new Error(
        `Empty after the load: ${empty.join(', ')}. If they are derived, compute them in scripts/bench/derived.ts; ` +
          'if they are empty on purpose, add them to EMPTY_ON_PURPOSE in scripts/bench/dataset.ts.',
      );

    const t = performance.now();
    const sample = await datasetSample(client);
    const problems = await checkConsistency(client, sample);
    log(
      `  checked ${sample.questionIds.length} questions, ${sample.userIds.length} members and ` +
        `${sample.responseIds.length} responses against a recount (${((performance.now() - t) / 1000).toFixed(1)} s)`,
    );
    if (problems.length === 0) {
      const [liked] = (await client.query('select id from responses order by likes_count desc, id limit 1'))
        .rows;
      const seconds = Math.round((performance.now() - started) / 1000);
      const label: DatasetLabel = {
        size: size.name,
        generatedAt: new Date().toISOString(),
        seconds,
        mostLikedResponseId: liked.id,
      };
      await client.query(`comment on database ${name} is '${JSON.stringify(label)}'`);
      const [{ bytes }] = (
        await client.query('select pg_size_pretty(pg_database_size(current_database())) as bytes')
      ).rows;
      log(`done in ${elapsed()}: ${name}, ${bytes}, consistent`);
    }
    return problems;
  } finally {
    await client.end();
  }
}
