/** Fixed-window rate limits counted in PostgreSQL, so every app process shares them. */
import { Param, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryShapeRows } from '../db/named-statements.js';
import { tooManyRequests } from '../lib/http-error.js';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** A key's count after a hit, and the seconds left in its window. */
interface Counted {
  count: number;
  retryAfter: number;
}

interface Hit {
  limit: Limit;
  resolve: (counted: Counted) => void;
  reject: (error: unknown) => void;
}

/** The hits waiting for their statement, per database, and whether one is running (decision 124). */
interface HitQueue {
  waiting: Hit[];
  running: boolean;
}
const queues = new WeakMap<Db, HitQueue>();

/**
 * Counts one attempt against each limit, in order; throws 429 with Retry-After at the first one exceeded (the
 * limits after it are not counted). Hits of every request are counted together: those that arrive while a
 * count is running wait for it and go in the next one, one statement per window length for all of them
 * (decision 124). Each statement commits without waiting for the disk (synchronous_commit off for it alone): a
 * database crash may forget the last second of attempts, which costs nothing, and no request waits for a disk
 * write just to be counted (decision 026). Call it on the pool, never inside a transaction (that would turn the
 * setting off for the whole transaction).
 */
export async function consumeRateLimits(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const { count, retryAfter } = await countHit(db, limit);
    if (count > limit.max) throw tooManyRequests(retryAfter);
  }
}

function countHit(db: Db, limit: Limit): Promise<Counted> {
  const queue = queues.get(db) ?? { waiting: [], running: false };
  queues.set(db, queue);
  return new Promise((resolve, reject) => {
    queue.waiting.push({ limit, resolve, reject });
    if (!queue.running) void countWaiting(db, queue);
  });
}

function groupBy<K>(hits: Hit[], keyOf: (hit: Hit) => K): Map<K, Hit[]> {
  const groups = new Map<K, Hit[]>();
  for (const hit of hits) {
    const key = keyOf(hit);
    const group = groups.get(key);
    if (group) group.push(hit);
    else groups.set(key, [hit]);
  }
  return groups;
}

/** Counts what is waiting, then what came meanwhile, until nothing waits. */
async function countWaiting(db: Db, queue: HitQueue): Promise<void> {
  queue.running = true;
  try {
    while (queue.waiting.length > 0) {
      const hits = queue.waiting;
      queue.waiting = [];
      const byWindow = groupBy(hits, (hit) => hit.limit.windowSeconds);
      await Promise.all([...byWindow].map(([windowSeconds, same]) => countWindow(db, windowSeconds, same)));
    }
  } finally {
    queue.running = false;
  }
}

/**
 * One statement for the hits of one window length: each key's row moved by its number of hits, keys taken in
 * order (so statements of several processes lock rows in one order). The hits of one key get the counts
 * after each of them, in the order they came.
 */
async function countWindow(db: Db, windowSeconds: number, hits: Hit[]): Promise<void> {
  const byKey = groupBy(hits, (hit) => hit.limit.key);
  const keys = [...byKey.keys()].sort();
  try {
    const rows = await queryShapeRows<{ key: string; count: number; retryAfter: number }>(
      db,
      sql`
      with sync as (select set_config('synchronous_commit', 'off', true))
      insert into rate_limit_hits (key, window_start, count)
      select h.key, now(), h.n from unnest(${new Param(keys)}::text[], ${new Param(keys.map((k) => byKey.get(k)?.length))}::int[]) h(key, n), sync
      order by h.key
      on conflict (key) do update set
        count = case when rate_limit_hits.window_start < now() - make_interval(secs => ${windowSeconds})
                     then excluded.count else rate_limit_hits.count + excluded.count end,
        window_start = case when rate_limit_hits.window_start < now() - make_interval(secs => ${windowSeconds})
                     then now() else rate_limit_hits.window_start end
      returning key, count::int as count,
        greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now()))))::int as "retryAfter"`,
    );
    for (const row of rows) {
      const same = byKey.get(row.key) ?? [];
      for (const [i, hit] of same.entries())
        hit.resolve({ count: row.count - (same.length - 1 - i), retryAfter: row.retryAfter });
      byKey.delete(row.key);
    }
    const missing = [...byKey.values()].flat();
    for (const hit of missing) hit.reject(new Error(`rate limit ${hit.limit.key} was not counted`));
  } catch (error) {
    for (const hit of hits) hit.reject(error);
  }
}

export type MemberAction =
  | 'question'
  | 'upload'
  | 'answer'
  | 'comment'
  | 'report'
  | 'like'
  | 'follow'
  | 'block';

/** Cheap actions that are undone as easily as done get five times the budget. */
const LIGHT_ACTIONS: ReadonlySet<MemberAction> = new Set(['like', 'follow', 'block']);

/** Counts one of a member's actions against its hourly budget (RATE_LIMIT_ACTIONS_PER_HOUR); 429 past it. */
export function limitMemberAction(
  db: Db,
  perHour: number,
  action: MemberAction,
  userId: number,
): Promise<void> {
  const max = LIGHT_ACTIONS.has(action) ? perHour * 5 : perHour;
  return consumeRateLimits(db, [{ key: `${action}:user:${userId}`, max, windowSeconds: 3600 }]);
}

/**
 * Counts one image upload of a member against RATE_LIMIT_IMAGE_UPLOADS_PER_MINUTE; 429 past it. Image work
 * is the costliest thing a member can ask for, so it also has this short window besides the hourly budget.
 */
export function limitImageUploads(db: Db, perMinute: number, userId: number): Promise<void> {
  return consumeRateLimits(db, [{ key: `image-upload:user:${userId}`, max: perMinute, windowSeconds: 60 }]);
}
