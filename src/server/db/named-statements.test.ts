/**
 * Statements run by the name of their shape (decision 049): the right rows on both databases; on PostgreSQL
 * a shape is prepared once per connection and run again by name, and no more than MAX_NAMED_SHAPES shapes
 * are ever prepared.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/context.js';
import { type Database, queryRows } from './client.js';

// The names given are counted per process, and test files share processes: a fresh copy of the module counts
// from zero, as a process that just started does.
vi.resetModules();
const { MAX_NAMED_SHAPES, queryShapeRows } = await import('./named-statements.js');

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const preparedShapes = (tx: Database['db']) =>
  queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements where name like 'shape\\_%'`);

describe('statements run by the name of their shape', () => {
  // First in the file: no shape has been named by this copy of the module yet.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'are prepared once per connection, and never more than the cap of shapes',
    async () => {
      await database.db.transaction(async (tx) => {
        for (let n = 0; n < 3; n++) await queryShapeRows(tx, sql`select ${n}::int + 1 as next`);
        expect((await preparedShapes(tx)).length).toBe(1);

        // Shapes that carry their values in the text: each is another shape, up to the cap, then unnamed.
        for (let n = 0; n < MAX_NAMED_SHAPES + 50; n++)
          await queryShapeRows(tx, sql.raw(`select ${n} as value_in_text`));
        expect((await preparedShapes(tx)).length).toBe(MAX_NAMED_SHAPES);
        const [unnamed] = await queryShapeRows<{ v: number }>(tx, sql.raw('select 12345 as v'));
        expect(unnamed.v).toBe(12345);
      });
    },
  );

  it('answer each call with its own parameters', async () => {
    const doubled = async (n: number) =>
      (await queryShapeRows<{ twice: number }>(database.db, sql`select (${n}::int * 2)::int as twice`))[0]
        .twice;
    expect([await doubled(1), await doubled(21), await doubled(-4)]).toEqual([2, 42, -8]);
  });
});
