/**
 * A job on a timer runs once per period across the cluster (decision 100): three processes' connections
 * (three pools on PostgreSQL; PGlite has one process) race for its turn, and exactly one gets it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase, poolOf, queryRows } from '../../db/client.js';
import { openTestDatabase } from '../../test/context.js';
import { claimScheduledRun } from './claim-run.js';

let database: Database;
const others: Database[] = [];
let processes: Db[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const pool = poolOf(database.db);
  if (pool) {
    for (let i = 0; i < 2; i++)
      others.push(await openDatabase({ url: pool.options.connectionString, poolSize: 5 }));
  }
  processes = [database.db, ...others.map((o) => o.db), ...(pool ? [] : [database.db, database.db])];
});

afterAll(async () => {
  for (const other of others) await other.close();
  await database.close();
});

/** Every process asks for the job's turn ten times at once; how many times each got it. */
async function race(everyMs: number): Promise<number[]> {
  return Promise.all(
    processes.map(async (db) => {
      const got = await Promise.all(
        Array.from({ length: 10 }, () => claimScheduledRun(db, 'results-admit', everyMs)),
      );
      return got.filter(Boolean).length;
    }),
  );
}

const runs = async () =>
  (
    await queryRows<{ runs: number }>(
      database.db,
      sql`select runs from scheduled_jobs where name = 'results-admit'`,
    )
  )[0].runs;

describe('a job on a timer, asked for by three processes', () => {
  it('is given to one of them once per period', async () => {
    const first = await race(60_000);
    expect(first.reduce((a, b) => a + b)).toBe(1);
    expect(await runs()).toBe(1);

    // Within the period nobody gets it again.
    expect((await race(60_000)).reduce((a, b) => a + b)).toBe(0);

    // The period is over: once more, to one process only.
    await database.db.execute(sql`update scheduled_jobs set next_run_at = now() - interval '1 second'`);
    expect((await race(60_000)).reduce((a, b) => a + b)).toBe(1);
    expect(await runs()).toBe(2);
  });

  it('is due again one period after it was taken', async () => {
    await database.db.execute(sql`update scheduled_jobs set next_run_at = now() - interval '1 second'`);
    expect((await race(90_000)).reduce((a, b) => a + b)).toBe(1);
    const [{ seconds }] = await queryRows<{ seconds: number }>(
      database.db,
      sql`select extract(epoch from next_run_at - last_run_at)::float as seconds from scheduled_jobs
        where name = 'results-admit'`,
    );
    expect(seconds).toBe(90);
  });
});
