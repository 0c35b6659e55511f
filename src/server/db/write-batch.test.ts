/**
 * Group commit (decision 034) on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): writes
 * queued together commit together, one write's failure stays its own, a failed commit acknowledges nothing.
 */
import { Param, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequest, type HttpError } from '../lib/http-error.js';
import { openTestDatabase } from '../test/context.js';
import { type Database, type DbOrTx, poolOf, queryRows } from './client.js';
import { type BatchWriter, type Outcome, WriteBatch } from './write-batch.js';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  // A plain unique key, and one checked only at commit (so the commit itself can fail).
  await database.db.execute(sql`create table batch_notes (note text primary key, txid bigint not null)`);
  await database.db.execute(sql`create table batch_marks (mark text not null,
    constraint batch_marks_once unique (mark) deferrable initially deferred)`);
  await database.db.execute(sql`create table batch_pairs (name text primary key, n int not null)`);
  await database.db.execute(sql`insert into batch_pairs values ('x', 0), ('y', 0)`);
});
afterAll(() => database.close());

/**
 * Saves notes, all in one statement; a note starting with "refuse" is refused (a 400) without being saved.
 * Answers the transaction each note was saved in.
 */
const notes: BatchWriter<string, number> = {
  async writeAll(db: DbOrTx, inputs: string[]): Promise<Outcome<number>[]> {
    const kept = inputs.filter((note) => !note.startsWith('refuse'));
    const [{ txid }] = await queryRows<{ txid: number }>(db, sql`select txid_current()::int as txid`);
    if (kept.length > 0) {
      await db.execute(sql`insert into batch_notes (note, txid)
        select n, ${txid} from unnest(${new Param(kept)}::text[]) n`);
    }
    return inputs.map((note) =>
      note.startsWith('refuse')
        ? { ok: false, error: badRequest(`Refused: ${note}`) }
        : { ok: true, value: txid },
    );
  },
};

/** Marks, one statement each; two equal marks break the deferred unique key, which fails the commit. */
const marks: BatchWriter<string, string> = {
  async writeAll(db: DbOrTx, inputs: string[]): Promise<Outcome<string>[]> {
    for (const mark of inputs) await db.execute(sql`insert into batch_marks (mark) values (${mark})`);
    return inputs.map((mark) => ({ ok: true, value: mark }));
  },
};

/**
 * Adds one to two rows, in the order given, and waits after the first until `both` says the other batch holds
 * its first row too: two batches in opposite orders deadlock, and PostgreSQL ends one of them.
 */
function crossing(both: Promise<void>, holding: () => void): BatchWriter<string[], string> {
  return {
    async writeAll(db: DbOrTx, inputs: string[][]): Promise<Outcome<string>[]> {
      const [first, second] = inputs[0];
      await db.execute(sql`update batch_pairs set n = n + 1 where name = ${first}`);
      holding();
      await both;
      await db.execute(sql`update batch_pairs set n = n + 1 where name = ${second}`);
      return [{ ok: true, value: `${first}${second}` }];
    },
  };
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

async function storedNotes(prefix: string): Promise<string[]> {
  const rows = await queryRows<{ note: string }>(
    database.db,
    sql`select note from batch_notes where note like ${`${prefix}%`} order by note`,
  );
  return rows.map((r) => r.note);
}

describe('WriteBatch', () => {
  it('commits the writes queued together in one transaction, each answered once it is committed', async () => {
    const batch = new WriteBatch(database.db, { maxRunning: 1 });
    // The first starts at once, alone; the three sent while it runs wait for it and go together.
    const first = batch.run(notes, 'k', 'one-0');
    const queued = ['one-a', 'one-b', 'one-c'].map((note) => batch.run(notes, 'k', note));
    const txids = await Promise.all(queued);
    expect(new Set(txids).size).toBe(1);
    expect(txids[0]).not.toBe(await first);
    expect(await storedNotes('one-')).toEqual(['one-0', 'one-a', 'one-b', 'one-c']);
  });

  it('gives a refused write its own 4xx while the others of its batch commit', async () => {
    const batch = new WriteBatch(database.db, { maxRunning: 1 });
    const first = batch.run(notes, 'k', 'two-0');
    const queued = ['two-a', 'refuse-two-b', 'two-c'].map((note) => settle(batch.run(notes, 'k', note)));
    await first;
    const [a, b, c] = await Promise.all(queued);
    expect(a.ok && c.ok).toBe(true);
    expect(b.ok).toBe(false);
    expect(b.ok ? null : (b.error as HttpError).statusCode).toBe(400);
    expect(b.ok ? null : (b.error as HttpError).message).toBe('Refused: refuse-two-b');
    expect(await storedNotes('two-')).toEqual(['two-0', 'two-a', 'two-c']);
  });

  it('rolls back only the write that breaks a constraint; the others of its batch commit', async () => {
    await database.db.execute(sql`insert into batch_notes (note, txid) values ('three-taken', 0)`);
    const batch = new WriteBatch(database.db, { maxRunning: 1 });
    const first = batch.run(notes, 'k', 'three-0');
    const queued = ['three-a', 'three-taken', 'three-c'].map((note) => settle(batch.run(notes, 'k', note)));
    await first;
    const [a, taken, c] = await Promise.all(queued);
    expect(a.ok && c.ok).toBe(true);
    expect(taken.ok).toBe(false);
    expect(taken.ok ? '' : String((taken.error as { cause?: unknown }).cause ?? taken.error)).toContain(
      'batch_notes_pkey',
    );
    expect(await storedNotes('three-')).toEqual(['three-0', 'three-a', 'three-c', 'three-taken']);
  });

  it('answers every write of a batch with the error when its commit fails, and keeps none of them', async () => {
    const batch = new WriteBatch(database.db, { maxRunning: 1 });
    const first = batch.run(marks, 'k', 'four-0');
    // Each insert passes on its own; the duplicate is found only when the transaction commits.
    const queued = ['four-a', 'four-b', 'four-a'].map((mark) => settle(batch.run(marks, 'k', mark)));
    await first;
    const results = await Promise.all(queued);
    expect(results.map((r) => r.ok)).toEqual([false, false, false]);
    for (const r of results) {
      const error = r.ok ? null : (r.error as Error & { cause?: unknown });
      expect(`${error} ${error?.cause}`).toMatch(/batch_marks_once|duplicate key/);
    }
    const [{ n }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from batch_marks where mark like 'four-%' and mark <> 'four-0'`,
    );
    expect(n).toBe(0);
    // The next batch on the key works.
    expect(await batch.run(marks, 'k', 'four-c')).toBe('four-c');
  });

  it('with one batch at a time (PGlite), puts the writes of different keys queued together in one batch', async () => {
    const batch = new WriteBatch(database.db, { maxRunning: 1 });
    const first = batch.run(notes, 'k', 'six-0');
    const queued = ['six-a', 'six-b', 'six-c'].map((note, i) => batch.run(notes, `key-${i}`, note));
    const txids = await Promise.all(queued);
    expect(new Set(txids).size).toBe(1);
    expect(txids[0]).not.toBe(await first);
    expect(await storedNotes('six-')).toEqual(['six-0', 'six-a', 'six-b', 'six-c']);
  });

  // A batch of one write that loses a deadlock is run again, not answered with the database's error (a 500).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs a batch again when PostgreSQL ends it in a deadlock',
    async () => {
      const batch = new WriteBatch(database.db, { maxRunning: 2 });
      let held = 0;
      let release = () => {};
      const both = new Promise<void>((resolve) => {
        release = resolve;
      });
      const writer = crossing(both, () => {
        if (++held === 2) release();
      });
      const results = await Promise.all([
        batch.run(writer, 'one', ['x', 'y']),
        batch.run(writer, 'two', ['y', 'x']),
      ]);
      expect(results).toEqual(['xy', 'yx']);
      const rows = await queryRows<{ name: string; n: number }>(
        database.db,
        sql`select name, n from batch_pairs order by name`,
      );
      // Each row once per batch: the batch that lost the deadlock left nothing behind before it ran again.
      expect(rows).toEqual([
        { name: 'x', n: 2 },
        { name: 'y', n: 2 },
      ]);
    },
  );

  it('takes turns between writers: a like does not wait behind the answers queued before it', async () => {
    const batch = new WriteBatch(database.db, { maxRunning: 2 });
    const started: string[] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const recording = (name: string): BatchWriter<string, string> => ({
      async writeAll(_db: DbOrTx, inputs: string[]): Promise<Outcome<string>[]> {
        started.push(`${name} ${inputs.join(' ')}`);
        if (inputs[0] === 'held') await gate;
        return inputs.map((value) => ({ ok: true, value }));
      },
    });
    const answers = recording('answers');
    const likes = recording('likes');
    // Both slots held by answers to two questions; then two more questions' answers and a like wait.
    const all = [batch.run(answers, 'q0', 'held'), batch.run(answers, 'q1', 'held')];
    while (!started.includes('answers held')) await new Promise((resolve) => setTimeout(resolve, 5));
    all.push(
      batch.run(answers, 'q2', 'a2'),
      batch.run(answers, 'q3', 'a3'),
      batch.run(likes, 'likes', 'like'),
    );
    open();
    await Promise.all(all);
    // The like's batch takes the first slot freed, before the answers that were waiting longer: in turn it
    // would start last. Only a slot freed after that starts a3 (a2 takes the other one; which of the like and a2
    // reaches writeAll first depends on each one's begin, as a busy machine runs them).
    expect(started).toHaveLength(5);
    expect(started.indexOf('likes like')).toBeLessThan(started.indexOf('answers a3'));
  });

  it('runs batches of different keys side by side, and every write of many racing ones once', async () => {
    const batch = new WriteBatch(database.db);
    const all = Array.from({ length: 120 }, (_, i) => `five-${String(i).padStart(3, '0')}`);
    const txids = await Promise.all(all.map((note, i) => batch.run(notes, `key-${i % 3}`, note)));
    expect(await storedNotes('five-')).toEqual(all);
    // Fewer transactions than writes: they were grouped.
    expect(new Set(txids).size).toBeLessThan(all.length);
  });

  it("plans a batch's statements once, not for their values, and leaves the connection as it was", async () => {
    const batch = new WriteBatch(database.db);
    const setting: BatchWriter<string, string> = {
      async writeAll(db: DbOrTx, inputs: string[]): Promise<Outcome<string>[]> {
        const [row] = await queryRows<{ mode: string }>(
          db,
          sql`select current_setting('plan_cache_mode') as mode`,
        );
        return inputs.map(() => ({ ok: true, value: row.mode }));
      },
    };
    expect(await batch.run(setting, 'mode', 'a')).toBe('force_generic_plan');
    const [after] = await queryRows<{ mode: string }>(
      database.db,
      sql`select current_setting('plan_cache_mode') as mode`,
    );
    expect(after.mode).toBe('auto');
  });

  describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('on the write pool (decision 158)', () => {
    it('runs a batch on every connection at once, each planning once by its own setting, not a statement', async () => {
      const pool = poolOf(database.writeDb);
      if (!pool || pool === poolOf(database.db)) throw new Error('a write pool of its own expected');
      const batch = new WriteBatch(database.writeDb);
      const size = pool.options.max;
      let running = 0;
      let allRunning = () => {};
      const together = new Promise<void>((resolve) => {
        allRunning = resolve;
      });
      // Each batch waits until as many batches as the pool has connections run: fewer slots would never get there.
      const where: BatchWriter<string, string> = {
        async writeAll(db: DbOrTx, inputs: string[]): Promise<Outcome<string>[]> {
          if (++running === size) allRunning();
          await together;
          const [row] = await queryRows<{ where: string }>(
            db,
            sql`select setting || ' from ' || source as where from pg_settings where name = 'plan_cache_mode'`,
          );
          return inputs.map(() => ({ ok: true, value: row.where }));
        },
      };
      const keys = Array.from({ length: size }, (_, i) => `slot-${i}`);
      const answers = await Promise.all(keys.map((key) => batch.run(where, key, key)));
      // Set when the connection was made ('client'), not by a statement of the batch's ('session').
      expect(answers).toEqual(keys.map(() => 'force_generic_plan from client'));
    });
  });
});
