/**
 * Rows made from their columns' text (rows.ts, statement-query.ts; decisions 137, 139) are the rows drizzle's
 * own driver gives, column for column: numbers, text, nulls, arrays, JSON, timestamps left as text, a column named twice, a name that is not a
 * plain key; in a transaction as on the pool. On PGlite both go through drizzle.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/context.js';
import { type Database, type DbOrTx, runStatement } from './client.js';
import { keptBuilders, MAX_BUILDERS, rowShape } from './rows.js';
import { keptShapes, MAX_SHAPES } from './statement-query.js';
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

describe('rows made from their text', () => {
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
    const int4 = 23;
    for (let n = 0; n <= MAX_BUILDERS + 10; n++) {
      const shape = rowShape([
        { name: `column_${n}`, dataTypeID: int4 },
        { name: 'x', dataTypeID: int4 },
      ]);
      expect(shape.make([String(n), null])).toEqual({ [`column_${n}`]: n, x: null });
    }
    expect(keptBuilders()).toBe(MAX_BUILDERS);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('statements on node-postgres (statement-query.ts)', () => {
  it("answer PostgreSQL's error and leave the pool's connections free", async () => {
    const failing = statementText(sql`select 1 / ${0}::int as n`);
    // More failures than the pool has connections: each one must give its connection back.
    for (let i = 0; i < 12; i++) {
      await expect(runStatement(database.db, failing, 'rows_test_fails')).rejects.toThrow('division by zero');
    }
    expect(await runStatement(database.db, statementText(sql`select ${2}::int as n`))).toEqual([{ n: 2 }]);
    // In a transaction the error ends it, as it does through drizzle.
    await expect(
      database.db.transaction(async (tx) => {
        await runStatement(tx, failing);
      }),
    ).rejects.toThrow('division by zero');
  });

  it('keep the shape of at most MAX_SHAPES named statements, and read those past them as well', async () => {
    const before = keptShapes();
    for (let n = 0; n <= MAX_SHAPES - before + 5; n++) {
      const rows = await runStatement(
        database.db,
        statementText(sql`select ${n}::int as ${sql.raw(`c${n}`)}`),
        `rows_test_${n}`,
      );
      expect(rows).toEqual([{ [`c${n}`]: n }]);
    }
    expect(keptShapes()).toBe(MAX_SHAPES);
    // A kept shape serves its statement again.
    expect(
      await runStatement(database.db, statementText(sql`select ${3}::int as c3`), 'rows_test_3'),
    ).toEqual([{ c3: 3 }]);
  });
});
