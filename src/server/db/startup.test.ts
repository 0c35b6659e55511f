/**
 * Start-up against a PostgreSQL that is not there yet: each try is logged with its reason and the next delay,
 * a silent server times out instead of hanging, and the start gives up when START_DB_WAIT_SECONDS is over.
 * (Serving once the database opens is in faults.test.ts, on PostgreSQL.) Needs no database server.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.js';
import { type Database, openDatabase } from './client.js';
import { migrateWhenReachable } from './startup.js';
import { isDatabaseUnavailable } from './unavailable.js';

/** What the start-up wrote to its log. */
function logBook() {
  const lines: { level: 'info' | 'warn'; fields: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    info: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: 'info', fields, message }),
    warn: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: 'warn', fields, message }),
  };
}

const silent = net.createServer((socket) => socket.on('error', () => {}));
const databases: Database[] = [];
async function databaseOn(port: number) {
  const database = await openDatabase({
    url: `postgres://top5@127.0.0.1:${port}/top5`,
    connectTimeoutMs: 300,
  });
  databases.push(database);
  return database;
}

beforeAll(() => new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve)));
afterAll(async () => {
  for (const database of databases) await database.close();
  silent.close();
});

describe('migrateWhenReachable', () => {
  it('retries a refused database with doubling delays, logging each try, and gives up when the time is up', async () => {
    const database = await databaseOn(await freePort());
    const log = logBook();
    const started = Date.now();
    const error = await migrateWhenReachable(database, { waitSeconds: 2, log }).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    const messages = log.lines.map((l) => l.message);
    expect(messages.slice(0, 2)).toEqual([
      'database not reachable, retrying in 0.5 s',
      'database not reachable, retrying in 1 s',
    ]);
    expect(
      log.lines.every((l) => l.level === 'warn' && String(l.fields.reason).includes('ECONNREFUSED')),
    ).toBe(true);
  });

  it('times out each try on a database that never answers, rather than hanging', async () => {
    const database = await databaseOn((silent.address() as net.AddressInfo).port);
    const log = logBook();
    const started = Date.now();
    // Two seconds: on a busy machine the first try's 300 ms timeout can take 500 ms, and a wait of one second
    // would then leave less than the first delay.
    const error = await migrateWhenReachable(database, { waitSeconds: 2, log }).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(log.lines[0]).toMatchObject({
      level: 'warn',
      fields: { attempt: 1, reason: 'connecting timed out' },
      message: 'database not reachable, retrying in 0.5 s',
    });
  });
});
