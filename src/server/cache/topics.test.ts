/**
 * The cache map in topics.ts against the triggers of the migrated database, both ways: every topic a trigger
 * notifies on 'top5_reads' is listed there with its table and trigger, and every table and trigger listed
 * there notifies that topic. Also: every topic constructor of the module names a listed topic.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../db/client.js';
import { openTestDatabase } from '../test/context.js';
import { READS_CHANNEL } from './invalidation.js';
import * as topics from './topics.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

interface TriggerRow {
  table: string;
  trigger: string;
  definition: string;
  body: string;
}

/** A topic as compared: a row id or hash appended at the end reads as `*`. */
const shapeOf = (name: string) => name.replace(/<[a-z_]+>$/, '*');

/** "table trigger topic" for every topic each trigger of the database notifies on the reads channel. */
async function notifiedByTriggers(): Promise<string[]> {
  const rows = await queryRows<TriggerRow>(
    database.db,
    sql`select c.relname as "table", t.tgname as "trigger", pg_get_triggerdef(t.oid) as "definition",
          p.prosrc as "body"
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal`,
  );
  const found: string[] = [];
  for (const row of rows) {
    const args = [
      ...(row.definition.match(/EXECUTE FUNCTION [\w.]+\((.*)\)$/)?.[1] ?? '').matchAll(/'([^']*)'/g),
    ].map((m) => m[1]);
    for (const call of row.body.matchAll(/pg_notify\(\s*'([^']*)'\s*,\s*([^;]*?)\);/g)) {
      expect(call[1], `${row.trigger} notifies another channel`).toBe(READS_CHANNEL);
      const topic = call[2].trim();
      const literal = topic.match(/^'([^']*)'(\s*\|\|.*)?$/);
      const argument = topic.match(/^TG_ARGV\[(\d+)\]$/);
      let name: string;
      if (literal) name = literal[2] ? `${literal[1]}*` : literal[1];
      else if (argument) name = args[Number(argument[1])];
      else throw new Error(`${row.trigger}: a topic this test cannot read: ${topic}`);
      found.push(`${row.table} ${row.trigger} ${name}`);
    }
  }
  return [...new Set(found)].sort();
}

function listedInTopics(): string[] {
  const listed = topics.TOPICS.flatMap((topic) =>
    topic.raisedBy.map((by) => `${by.table} ${by.trigger} ${shapeOf(topic.name)}`),
  );
  return [...new Set(listed)].sort();
}

describe('the read cache topics (cache/topics.ts)', () => {
  it("lists exactly what the migrations' triggers notify, table by table and trigger by trigger", async () => {
    const notified = await notifiedByTriggers();
    const listed = listedInTopics();
    expect(notified.length).toBeGreaterThan(10);
    expect(
      notified.filter((entry) => !listed.includes(entry)),
      'notified by a trigger but missing from TOPICS',
    ).toEqual([]);
    expect(
      listed.filter((entry) => !notified.includes(entry)),
      'listed in TOPICS but notified by no trigger',
    ).toEqual([]);
  });

  it('lists each topic once, with the reads it drops, naming modules that exist', () => {
    const names = topics.TOPICS.map((topic) => shapeOf(topic.name));
    expect(new Set(names).size).toBe(names.length);
    for (const topic of topics.TOPICS) expect(topic.drops.length, topic.name).toBeGreaterThan(0);
    const named = topics.TOPICS.flatMap((topic) =>
      topic.drops.flatMap((read) => [...read.matchAll(/([\w-]+\/[\w/-]+\.ts)/g)].map((m) => m[1])),
    );
    expect(named.length).toBeGreaterThan(10);
    const server = path.resolve(import.meta.dirname, '..');
    expect(named.filter((file) => !fs.existsSync(path.join(server, file)))).toEqual([]);
  });

  it('has a listed topic behind every constant and constructor the kept reads use', () => {
    const names = new Set(topics.TOPICS.map((topic) => shapeOf(topic.name)));
    const made = Object.entries(topics).flatMap(([exported, value]) => {
      if (typeof value === 'string') return [[exported, value]];
      if (typeof value === 'function') return [[exported, String((value as (arg: number) => string)(7))]];
      return [];
    });
    expect(made.length).toBe(20);
    for (const [exported, topic] of made) {
      const shape = topic.replace(/:7$/, ':*');
      expect(names.has(shape), `${exported} makes '${topic}', not a listed topic`).toBe(true);
    }
  });
});
