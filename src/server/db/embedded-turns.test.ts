/**
 * The embedded database lets the rest of the process work between statements (client.ts,
 * letOtherWorkInBetween): PGlite runs statements on the app's own thread, and without it a burst of queued
 * statements held the event loop for all of them (no timer, no accepted connection, no cached read answered).
 * It opens its own embedded database (no test database is prepared for it: vitest.config.ts' noDatabase).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from './client.js';

describe('the embedded database (PGlite) under a burst of statements', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.db.execute(sql`create table burst (id serial primary key, v text)`);
  }, 120_000);

  afterAll(() => database.close());

  it('gives the event loop a turn between one caller and the next, statements and transactions alike', async () => {
    const { db } = database;
    const insert = sql`insert into burst (v) select md5(g::text) from generate_series(1, 500) g`;
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    try {
      // Twenty callers at once, as twenty requests would: ten single statements, ten transactions of two.
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? db.execute(insert)
            : db.transaction(async (tx) => {
                await tx.execute(insert);
                await tx.execute(insert);
              }),
        ),
      );
    } finally {
      clearInterval(timer);
    }
    // One turn per caller at least (as the lock passed untouched, the timer never ran: 0).
    expect(turns).toBeGreaterThanOrEqual(19);
    const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from burst`);
    expect(n).toBe(30 * 500);
  });
});
