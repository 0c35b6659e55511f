import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/context.js';

const lines: Record<string, unknown>[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-log-'));
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

describe('request log', () => {
  it('writes one line per request, when it is answered, with its status and time', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/questions' });
    await app.inject({ method: 'GET', url: '/healthz' }); // health checks stay out of the log
    await app.inject({ method: 'GET', url: '/api/questions/999999' });
    // The line is written once the answer has gone out, which can be just after inject() resolves.
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const requests = lines.filter((l) => l.msg === 'request');
    expect(lines).toHaveLength(2);
    expect(requests.map((l) => [l.method, l.url, l.statusCode])).toEqual([
      ['GET', '/api/questions', 200],
      ['GET', '/api/questions/999999', 404],
    ]);
    for (const l of requests) {
      expect(typeof l.ms).toBe('number');
      expect(l.reqId).toEqual(expect.any(String));
    }
  });
});
