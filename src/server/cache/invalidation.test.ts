/**
 * The invalidation listener's sync on PostgreSQL: once it resolves, every notification committed before the
 * call has been applied; writes answered in the same turn of the event loop share one marker.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { poolOf } from '../db/client.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { type InvalidationListener, listenForInvalidations, READS_CHANNEL } from './invalidation.js';
import { ReadCache } from './read-cache.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe.skipIf(!process.env.TEST_DATABASE_URL)('sync of the invalidation listener', () => {
  let cache: ReadCache;
  let listener: InvalidationListener;
  beforeAll(async () => {
    cache = new ReadCache();
    listener = listenForInvalidations(ctx.db, [cache], pino({ level: 'silent' }));
    await listener.ready;
  });
  afterAll(() => listener.stop());

  it('resolves for each caller only after the notifications committed before its call arrived', async () => {
    const pool = poolOf(ctx.db);
    if (!pool) throw new Error('PostgreSQL expected');
    const topics = Array.from({ length: 20 }, (_, i) => `sync-test:${i}`);
    await Promise.all(topics.map((topic) => cache.read(topic, [topic], async () => 'before')));

    const query = vi.spyOn(pool, 'query');
    // Twenty writes committed one after the other, each followed by its own sync in the same turn.
    for (const topic of topics) await pool.query('select pg_notify($1, $2)', [READS_CHANNEL, topic]);
    const markersBefore = query.mock.calls.length;
    await Promise.all(topics.map(() => listener.sync()));
    expect(query.mock.calls.length - markersBefore).toBe(1);
    query.mockRestore();

    const after = await Promise.all(topics.map((topic) => cache.read(topic, [topic], async () => 'after')));
    expect(after).toEqual(topics.map(() => 'after'));
  });

  // Every pooled connection busy with writes for longer than a marker may take: the marker waits its turn,
  // and the listener is not taken for lost (which would drop everything kept and stop keeping for a while).
  it('does not count the wait for a pooled connection against the marker', async () => {
    const pool = poolOf(ctx.db);
    if (!pool) throw new Error('PostgreSQL expected');
    const busy = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    const synced = listener.sync();
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    for (const client of busy) client.release();
    await synced;
    expect(listener.working).toBe(true);
    await cache.read('busy', ['busy'], async () => 'before');
    await pool.query('select pg_notify($1, $2)', [READS_CHANNEL, 'busy']);
    await listener.sync();
    expect(await cache.read('busy', ['busy'], async () => 'after')).toBe('after');
  });

  it('sends a new marker for a caller that comes after one was sent', async () => {
    const pool = poolOf(ctx.db);
    if (!pool) throw new Error('PostgreSQL expected');
    await cache.read('late', ['late'], async () => 'before');
    const first = listener.sync();
    await new Promise((resolve) => setImmediate(resolve));
    // The first marker is on its way; this write commits after it was sent.
    await pool.query('select pg_notify($1, $2)', [READS_CHANNEL, 'late']);
    await Promise.all([first, listener.sync()]);
    expect(await cache.read('late', ['late'], async () => 'after')).toBe('after');
  });
});
