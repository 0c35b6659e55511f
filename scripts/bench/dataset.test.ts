/**
 * The benchmark's generator on a real PostgreSQL (runs with TEST_DATABASE_URL): the 10k dataset passes its
 * own recount, has the shape the bench relies on, and the recount does notice a count that drifted.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/lib/passwords.js';
import { serverUrlFor } from '../../src/server/test/database-url.js';
import { checkConsistency, datasetSample } from './check.js';
import { generateDataset } from './dataset.js';
import { BENCH_PASSWORD, SIZES } from './sizes.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `top5_bench_test_${process.pid}_${randomBytes(3).toString('hex')}`;

describe.skipIf(!serverUrl)('the 10k benchmark dataset', () => {
  const url = serverUrl ? serverUrlFor(serverUrl, name) : '';
  const client = new pg.Client({ connectionString: url });
  let problems: string[] = [];

  beforeAll(async () => {
    problems = await generateDataset(SIZES['10k'], url, () => {});
    await client.connect();
  }, 180_000);

  afterAll(async () => {
    await client.end();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
  });

  it('matches a recount of everything derived and is labelled for the bench', async () => {
    expect(problems).toEqual([]);
    const { rows } = await client.query(
      'select shobj_description(oid, $2) as label from pg_database where datname = $1',
      [name, 'pg_database'],
    );
    expect(JSON.parse(rows[0].label)).toMatchObject({ size: '10k' });
  });

  it('has the heavy question, the 1,000-list question and members who sign in with the bench password', async () => {
    const { rows } = await client.query(
      'select id, answers_count from questions where id in (1, 2) order by id',
    );
    expect(rows).toEqual([
      { id: 1, answers_count: 2_000 },
      { id: 2, answers_count: 1_000 },
    ]);
    const [counts] = (
      await client.query(
        `select (select count(*) from responses)::int as responses, (select count(*) from likes)::int as likes,
           (select count(*) from responses where user_id = 1)::int as heavy`,
      )
    ).rows;
    expect(counts).toEqual({ responses: 10_000, likes: 30_000, heavy: 10 });
    const [member] = (
      await client.query(`select password_hash from users where email = 'member1@bench.test'`)
    ).rows;
    expect(await verifyPassword(member.password_hash, BENCH_PASSWORD)).toBe(true);
  });

  it('reports a tally, a member count and a like count that drifted', async () => {
    await client.query(`update result_items set votes = votes + 1
      where question_id = 1 and item_key = (select min(item_key) from result_items where question_id = 1)`);
    await client.query('update users set followers_count = followers_count + 1 where id = 1');
    await client.query(
      'update responses set likes_count = likes_count + 1 where id = (select id from responses order by likes_count desc, id limit 1)',
    );
    const found = await checkConsistency(client, await datasetSample(client));
    expect(found).toEqual([
      expect.stringMatching(/^question 1 items: 1 rows missing/),
      expect.stringMatching(/^member 1: /),
      expect.stringMatching(/^response \d+: /),
    ]);
  });
});
