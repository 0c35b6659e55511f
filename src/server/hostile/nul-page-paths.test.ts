/**
 * Page paths whose parameters decode to text PostgreSQL cannot store (a NUL, half a surrogate pair) name no
 * page: a 404 answered before any query, with nothing logged at WARN (issue 22).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/context.js';

const lines: { level: number; msg?: string }[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-nul-'));
  database = await openTestDatabase();
  const config = loadConfig({}, { SEED_DEMO: false, DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' });
  app = await buildApp({
    config,
    db: database.db,
    logLevel: 'info',
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('GET page paths with a NUL in a parameter', () => {
  it.each(['/users/%00', '/users/ada%00/compare', '/question/%00', '/questions/1%00/'])(
    'answers %s with a 404 and logs nothing at WARN',
    async (url) => {
      lines.length = 0;
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      // The request line is written once the answer has gone out.
      await vi.waitFor(() => expect(lines.some((l) => l.msg === 'request')).toBe(true));
      expect(lines.filter((l) => l.level >= 40)).toEqual([]);
    },
  );

  it('still answers a member who does not exist with a 404 (the database is asked)', async () => {
    const res = await app.inject({ method: 'GET', url: '/users/nobody.here' });
    expect(res.statusCode).toBe(404);
  });
});
