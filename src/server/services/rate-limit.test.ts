/**
 * Rate limits counted together (decision 124), on the real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): hits that arrive at once share statements, yet each is counted as if alone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../db/client.js';
import type { HttpError } from '../lib/http-error.js';
import { openTestDatabase } from '../test/context.js';
import { consumeRateLimits, type Limit } from './rate-limit.js';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** 'ok', or the refusal's status and Retry-After. */
const attempt = (limits: Limit[]) =>
  consumeRateLimits(database.db, limits).then(
    () => 'ok',
    (error: HttpError) => `${error.statusCode} retry ${Number(error.headers?.['Retry-After']) > 0}`,
  );

const countOf = async (key: string) =>
  (
    await queryRows<{ count: number }>(database.db, sql`select count from rate_limit_hits where key = ${key}`)
  )[0]?.count;

describe('consumeRateLimits', () => {
  it('lets exactly the limit through when many attempts on one key arrive at once', async () => {
    const limit = { key: 'test:burst', max: 7, windowSeconds: 60 };
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => attempt([limit])));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(7);
    expect(outcomes.filter((o) => o === '429 retry true')).toHaveLength(13);
    // The first seven to arrive are the ones let through.
    expect(outcomes.slice(0, 7)).toEqual(Array(7).fill('ok'));
    expect(await countOf('test:burst')).toBe(20);
  });

  it('counts keys of different windows arriving together, each against its own limit', async () => {
    const minute = (i: number) => ({ key: `test:minute:${i % 3}`, max: 2, windowSeconds: 60 });
    const hour = (i: number) => ({ key: `test:hour:${i % 2}`, max: 4, windowSeconds: 3600 });
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt([i % 2 === 0 ? minute(i) : hour(i)])),
    );
    // Six minute attempts over three keys (two each, all within the limit of 2); six hour attempts on one key
    // (i odd: all on test:hour:1), four let through.
    expect(outcomes.filter((o, i) => i % 2 === 0 && o === 'ok')).toHaveLength(6);
    expect(outcomes.filter((o, i) => i % 2 === 1 && o === 'ok')).toHaveLength(4);
    expect(await countOf('test:minute:0')).toBe(2);
    expect(await countOf('test:hour:1')).toBe(6);
    expect(await countOf('test:hour:0')).toBeUndefined();
  });

  it('stops at the first limit exceeded, without counting the ones after it', async () => {
    const first = { key: 'test:first', max: 1, windowSeconds: 60 };
    const second = { key: 'test:second', max: 10, windowSeconds: 60 };
    expect(await attempt([first, second])).toBe('ok');
    expect(await attempt([first, second])).toBe('429 retry true');
    expect(await countOf('test:second')).toBe(1);
  });

  it('starts a new window once the old one has passed', async () => {
    const limit = { key: 'test:window', max: 1, windowSeconds: 60 };
    expect(await attempt([limit])).toBe('ok');
    expect(await attempt([limit])).toBe('429 retry true');
    await database.db.execute(
      sql`update rate_limit_hits set window_start = now() - interval '61 seconds' where key = 'test:window'`,
    );
    const outcomes = await Promise.all([attempt([limit]), attempt([limit])]);
    expect(outcomes).toEqual(['ok', '429 retry true']);
  });
});
