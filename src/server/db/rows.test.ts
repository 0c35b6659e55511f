/**
 * Rows made from arrays (rows.ts, decision 137) are the rows drizzle's own driver gives, column for column:
 * numbers, text, nulls, arrays, JSON, timestamps left as text, a column named twice, a name that is not a
 * plain key; in a transaction as on the pool. On PGlite both go through drizzle.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/context.js';
import { type Database, type DbOrTx, runStatement } from './client.js';
import { keptBuilders, MAX_BUILDERS, rowObjects } from './rows.js';
import { statementText } from './statement-text.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const statement = sql`select ${7}::int as id, 'Ana' as "displayName", null::text as bio,
  array['Pele', 'Usain Bolt'] as answers, array[1, 2]::int[] as ranks, 12345678901::bigint as big,
  1.5::numeric as share, true as "isPublic", json_build_object('k', 1, 'at', '2026-11-29T19:27:00.5Z'::timestamptz) as doc,
  '2026-11-29 19:27:00.123456+00'::timestamptz as "createdAt", '2026-11-29'::date as day,
  array['2026-11-29 19:27:00+00'::timestamptz] as times, 1 as twice, 2 as twice, 3 as "__proto__",
  x as n from generate_series(1, 3) x`;

/** What drizzle's session gives for the same statement. */
async function drizzleRows(db: DbOrTx) {
  const prepared = db._.session.prepareQuery(statementText(statement), undefined, undefined, false);
  return ((await prepared.execute()) as unknown as { rows: unknown[] }).rows;
}

describe('rows made from arrays', () => {
  it("are drizzle's rows, on the pool and in a transaction", async () => {
    const rows = await runStatement<Record<string, unknown>>(database.db, statementText(statement));
    expect(rows).toEqual(await drizzleRows(database.db));
    expect(rows.map((row) => row.n)).toEqual([1, 2, 3]);
    expect(rows[0]).toMatchObject({
      id: 7,
      displayName: 'Ana',
      bio: null,
      answers: ['Pele', 'Usain Bolt'],
      twice: 2,
    });
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    await database.db.transaction(async (tx) => {
      expect(await runStatement(tx, statementText(statement), 'rows_test')).toEqual(await drizzleRows(tx));
    });
  });

  it('are none for a statement that finds none', async () => {
    expect(await runStatement(database.db, statementText(sql`select 1 as one where false`))).toEqual([]);
  });

  it('keeps at most MAX_BUILDERS shapes, and still makes the rows of a shape past them', () => {
    for (let n = 0; n <= MAX_BUILDERS + 10; n++) {
      const [row] = rowObjects<Record<string, number>>([{ name: `column_${n}` }, { name: 'x' }], [[n, 1]]);
      expect(row).toEqual({ [`column_${n}`]: n, x: 1 });
    }
    expect(keptBuilders()).toBe(MAX_BUILDERS);
  });
});
