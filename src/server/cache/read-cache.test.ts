/**
 * Cached reads: kept until a write changes them, in this process and (on PostgreSQL) in another process on
 * the same database; ETag and 304; a read overtaken by a write never keeps its stale value.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, poolOf } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createQuestion, createSignedInUser } from '../test/factories.js';
import { ReadCache } from './read-cache.js';

let ctx: TestContext;
let member: { user: UserRow; cookie: string };

beforeAll(async () => {
  ctx = await createTestContext();
  member = await createSignedInUser(ctx.db);
  await vi.waitFor(() => expect(ctx.app.readCache.connected).toBe(true), { timeout: 5000 });
});
afterAll(() => ctx.close());

const get = (app: TestContext['app'], url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const answer = (app: TestContext['app'], questionId: number, cookie: string, first: string) =>
  app.inject({
    method: 'POST',
    url: `/api/questions/${questionId}/answer`,
    headers: { cookie },
    payload: { answers: [first, 'Heat', 'Fargo', 'Se7en', 'Ran'], isPublic: true },
  });

/** Reads `url` until it is kept (a just-made question's own notification may drop the first read). */
async function warm(app: TestContext['app'], url: string) {
  await vi.waitFor(async () => {
    await get(app, url);
    const hits = app.readCache.stats.hits;
    await get(app, url);
    expect(app.readCache.stats.hits).toBe(hits + 1);
  });
}

describe('read cache', () => {
  it('answers a repeated read from memory, with an ETag, and 304 to If-None-Match', async () => {
    const { id } = await createQuestion(ctx.db, { title: 'Top 5 films to cache' });
    await warm(ctx.app, `/api/questions/${id}`);
    const first = await get(ctx.app, `/api/questions/${id}`);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const hits = ctx.app.readCache.stats.hits;
    const again = await get(ctx.app, `/api/questions/${id}`);
    expect(again.json()).toEqual(first.json());
    expect(again.headers.etag).toBe(etag);
    expect(ctx.app.readCache.stats.hits).toBe(hits + 1);

    const unchanged = await get(ctx.app, `/api/questions/${id}`, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const other = await get(ctx.app, `/api/questions/${id}`, { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('drops a question and its results when an answer changes them, and the lists within a second', async () => {
    const { id } = await createQuestion(ctx.db, { title: 'Top 5 films to change' });
    const results = await get(ctx.app, `/api/questions/${id}/results`);
    const question = await get(ctx.app, `/api/questions/${id}`);
    const hot = await get(ctx.app, '/api/questions/hot');
    expect(results.json().totalResponses).toBe(0);

    expect((await answer(ctx.app, id, member.cookie, 'Alien')).statusCode).toBe(200);
    // No wait: the write's answer comes once this process has heard of it.
    const after = await get(ctx.app, `/api/questions/${id}/results`, {
      'if-none-match': results.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().totalResponses).toBe(1);
    expect(after.json().results[0].item).toBe('Alien');
    const questionAfter = await get(ctx.app, `/api/questions/${id}`);
    expect(questionAfter.headers.etag).not.toBe(question.headers.etag);
    expect(questionAfter.json().answersCount).toBe(1);
    // The lists an answer moves are dropped at most once a second (decision 088).
    await vi.waitFor(
      async () => {
        const hotAfter = await get(ctx.app, '/api/questions/hot');
        expect(hotAfter.headers.etag).not.toBe(hot.headers.etag);
      },
      { timeout: 3000, interval: 50 },
    );
  });

  it('answers reads of a key that come while it loads with that one load, unless a write went by', async () => {
    const cache = new ReadCache();
    cache.setConnected(true);
    let loads = 0;
    let release: (value: string) => void = () => {};
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.read('k', ['t'], load);
    const second = cache.read('k', ['t'], load);
    release('one');
    expect(await Promise.all([first, second])).toEqual(['one', 'one']);
    expect(loads).toBe(1);

    cache.invalidate('t');
    const third = cache.read('k', ['t'], load);
    const fourth = cache.read('k', ['t'], async () => {
      loads++;
      return 'fresh';
    });
    // The write arrives while the load runs: the read waiting for it loads afresh.
    cache.invalidate('t');
    release('stale');
    expect(await third).toBe('stale');
    expect(await fourth).toBe('fresh');
    expect(loads).toBe(3);
  });

  it('never keeps a value read while a write to its topic went by', async () => {
    const cache = new ReadCache();
    cache.setConnected(true);
    let gate: () => void = () => {};
    const slow = cache.read(
      'k',
      ['t'],
      () => new Promise<string>((resolve) => (gate = () => resolve('old'))),
    );
    cache.invalidate('t');
    gate();
    expect(await slow).toBe('old');
    expect(await cache.read('k', ['t'], async () => 'new')).toBe('new');
    expect(await cache.read('k', ['t'], async () => 'newer')).toBe('new');
    cache.invalidate('other');
    expect(await cache.read('k', ['t'], async () => 'newest')).toBe('new');
  });

  it('drops by a topic every value it tags, one or several, and nothing once those are gone', async () => {
    const cache = new ReadCache({ maxEntries: 3 });
    cache.setConnected(true);
    const tagged = (value: string, topics: string[]) => async () => ({ value, topics });
    await cache.readTagged('page 1', tagged('1', ['list', 'r1', 'r2']));
    await cache.readTagged('page 2', tagged('2', ['list', 'r2', 'r3']));
    await cache.readTagged('page 3', tagged('3', ['r4']));
    // r1 tags one page, r2 two: an invalidation of r1 drops page 1 only, then r2 drops page 2.
    cache.invalidate('r1');
    expect(await cache.readTagged('page 1', tagged('1 again', ['list', 'r1', 'r2']))).toBe('1 again');
    expect(await cache.readTagged('page 2', tagged('2 again', []))).toBe('2');
    cache.invalidate('r2');
    expect(await cache.readTagged('page 2', tagged('2 again', ['list']))).toBe('2 again');
    expect(await cache.readTagged('page 1', tagged('1 third', []))).toBe('1 third');
    // Past maxEntries the oldest goes, and with it its topics: r4 drops nothing more.
    await cache.readTagged('page 4', tagged('4', ['list']));
    expect(cache.size.entries).toBe(3);
    cache.invalidate('r4');
    expect(cache.size.entries).toBe(3);
    cache.invalidate('list');
    expect(cache.size.entries).toBe(1);
  });

  it('holds at most maxBytes, dropping the least recently used first, and never keeps a value too big', async () => {
    const cache = new ReadCache({ maxBytes: 1000 });
    cache.setConnected(true);
    const sized = (value: string, bytes: number) => async () => ({ value, topics: ['t'], bytes });
    for (const key of ['a', 'b', 'c', 'd']) await cache.readTagged(key, sized(key, 240));
    expect(cache.size).toEqual({ entries: 4, bytes: 960 });
    await cache.readTagged('a', sized('a again', 240)); // a is now the most recently used
    await cache.readTagged('e', sized('e', 240));
    expect(cache.size).toEqual({ entries: 4, bytes: 960 });
    expect(await cache.readTagged('b', sized('b reloaded', 240))).toBe('b reloaded');
    expect(await cache.readTagged('a', sized('a reloaded', 240))).toBe('a');
    expect(await cache.readTagged('big', sized('big', 600))).toBe('big');
    expect(await cache.readTagged('big', sized('big reloaded', 600))).toBe('big reloaded');
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
  });

  it('with keepFromSecondRead, keeps a key from its second read, remembering that many keys read once', async () => {
    const cache = new ReadCache({ keepFromSecondRead: 2 });
    cache.setConnected(true);
    const loads: string[] = [];
    const read = (key: string) =>
      cache.readTagged(key, async () => {
        loads.push(key);
        return { value: key, topics: [`t ${key}`] };
      });
    // Read once: answered, not kept. Read again: loaded and kept. Then answered from memory.
    await read('page 7');
    expect(cache.size.entries).toBe(0);
    await read('page 7');
    await read('page 7');
    expect(loads).toEqual(['page 7', 'page 7']);
    expect(cache.size.entries).toBe(1);
    // Two more keys read once push 'page 8' out of the two remembered: its next read is a first read again.
    await read('page 8');
    await read('page 9');
    await read('page 10');
    await read('page 8');
    expect(cache.size.entries).toBe(1);
    await read('page 10');
    expect(cache.size.entries).toBe(2);
    // A kept key still goes with its topic.
    cache.invalidate('t page 10');
    expect(cache.size.entries).toBe(1);
  });

  it('keeps one question list for every spelling of one search', async () => {
    await createQuestion(ctx.db, { title: 'Top 5 spelling bees' });
    const url = (search: string) => `/api/questions?search=${encodeURIComponent(search)}&limit=7`;
    await warm(ctx.app, url('spelling'));
    const before = ctx.app.readCache.size.entries;
    const hits = ctx.app.readCache.stats.hits;
    for (const spelling of ['  spelling', 'SPELLING ', 'Spelling']) {
      const page = await get(ctx.app, url(spelling));
      expect(page.json().questions.map((q: { title: string }) => q.title)).toContain('Top 5 spelling bees');
    }
    expect(ctx.app.readCache.stats.hits).toBe(hits + 3);
    expect(ctx.app.readCache.size.entries).toBe(before);
  });

  it('keeps nothing while no invalidation can arrive', async () => {
    const cache = new ReadCache();
    await cache.read('k', ['t'], async () => 1);
    expect(await cache.read('k', ['t'], async () => 2)).toBe(2);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  it('a write through one drops the cached reads of the other', async () => {
    const url = poolOf(ctx.db)?.options.connectionString as string;
    const database = await openDatabase({ url, poolSize: 2 });
    const config = loadConfig(
      {},
      { SEED_DEMO: false, DATA_DIR: ctx.dataDir, PUBLIC_URL: 'http://localhost:3000' },
    );
    const other = await buildApp({ config, db: database.db, logLevel: 'silent' });
    try {
      await vi.waitFor(() => expect(other.readCache.connected).toBe(true), { timeout: 5000 });
      const { id } = await createQuestion(ctx.db, { title: 'Top 5 films in two places' });
      await warm(other, `/api/questions/${id}/results`);
      expect((await get(other, `/api/questions/${id}/results`)).json().totalResponses).toBe(0);

      // Written through the first app; the second learns of it from PostgreSQL at the commit.
      expect((await answer(ctx.app, id, member.cookie, 'Jaws')).statusCode).toBe(200);
      await vi.waitFor(
        async () => {
          const after = (await get(other, `/api/questions/${id}/results`)).json();
          expect(after.totalResponses).toBe(1);
          expect(after.results[0].item).toBe('Jaws');
        },
        { timeout: 2000, interval: 5 },
      );
    } finally {
      await other.close();
      await database.close();
    }
  });
});
