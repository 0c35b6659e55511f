/**
 * An app whose PostgreSQL is not there (a port nobody listens on) or never answers (a port that accepts
 * and stays silent): every API call answers 503 with Retry-After, never a 500, and the process carries on.
 * Needs no database server, so it runs in every mode.
 */

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import {
  describeUnavailable,
  isDatabaseUnavailable,
  SERVICE_UNAVAILABLE_MESSAGE,
} from '../db/unavailable.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { freePort } from '../test/free-port.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'top5-unavailable-'));
const opened: { database: Database; app: FastifyInstance }[] = [];

/** An app on a PostgreSQL URL that leads nowhere useful. */
async function appOn(port: number) {
  const database = await openDatabase({
    url: `postgres://top5@127.0.0.1:${port}/top5`,
    connectTimeoutMs: 500,
  });
  const config = loadConfig({}, { DATA_DIR: dataDir, SEED_DEMO: false, PUBLIC_URL: 'http://localhost:3000' });
  const app = await buildApp({ config, db: database.db, logLevel: 'silent' });
  opened.push({ database, app });
  return { database, app };
}

let refused: { database: Database; app: FastifyInstance };
/** Accepts connections and never says a word, like a database behind a dropped network link. */
const silent = net.createServer((socket) => socket.on('error', () => {}));
let silentPort = 0;

beforeAll(async () => {
  refused = await appOn(await freePort());
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const { app, database } of opened) {
    await app.close();
    await database.close();
  }
  silent.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({ error: SERVICE_UNAVAILABLE_MESSAGE });
}

describe('a database that refuses connections', () => {
  it('answers 503 with Retry-After on reads, sign-in and signed-in calls, never a 500', async () => {
    expectUnavailable(await refused.app.inject({ method: 'GET', url: '/api/questions' }));
    expectUnavailable(
      await refused.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'maya.rivera@example.com', password: 'DemoPass123' },
      }),
    );
    expectUnavailable(
      await refused.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { cookie: 'top5_session=abcdef' },
      }),
    );
  });

  it('keeps /healthz at 200 and answers /readyz 503', async () => {
    expect((await refused.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await refused.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ status: 'unavailable', error: SERVICE_UNAVAILABLE_MESSAGE });
  });

  it('still serves the API reference, which lists the 503 for every call', async () => {
    const res = await refused.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths['/api/questions'].get.responses)).toContain('503');
    expect(Object.keys(doc.paths['/api/auth/login'].post.responses)).toContain('503');
  });

  it('is told apart from other failures, through the Drizzle wrapper, by the driver’s own words', async () => {
    const error = await refused.database.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(describeUnavailable(error)).toContain('ECONNREFUSED');
  });
});

describe('a database that accepts connections and never answers', () => {
  it('answers 503 within the connect timeout, then at once while the monitor knows it is down', async () => {
    const { app } = await appOn(silentPort);
    const started = Date.now();
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/questions' }));
    expect(Date.now() - started).toBeLessThan(3_000);

    app.dbMonitor.watch();
    const deadline = Date.now() + 8_000;
    while (app.dbMonitor.available && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(app.dbMonitor.available).toBe(false);
    const now = Date.now();
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/questions' }));
    expect(Date.now() - now).toBeLessThan(200);
  }, 15_000);
});

describe('a working database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('keeps its ordinary errors: a failing statement is not "unavailable"', async () => {
    const error = await ctx.db.execute(sql`select 1 / 0`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
