/** Fixed-window rate limits counted in PostgreSQL, so every app process shares them. */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { tooManyRequests } from '../lib/http-error.js';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt against each limit; throws 429 with Retry-After when any is exceeded. One statement a
 * limit, which commits without waiting for the disk (synchronous_commit off for it alone): a database crash
 * may forget the last second of attempts, which costs nothing, and no request waits for a disk write just to
 * be counted (decision 026). Call it on the pool, never inside a transaction (that would turn the setting off
 * for the whole transaction).
 */
export async function consumeRateLimits(db: Db, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const rows = await queryRows<{ count: number; retry_after: number }>(
      db,
      sql`
      with sync as (select set_config('synchronous_commit', 'off', true))
      insert into rate_limit_hits (key, window_start, count) select ${limit.key}, now(), 1 from sync
      on conflict (key) do update set
        count = case when rate_limit_hits.window_start < now() - make_interval(secs => ${limit.windowSeconds})
                     then 1 else rate_limit_hits.count + 1 end,
        window_start = case when rate_limit_hits.window_start < now() - make_interval(secs => ${limit.windowSeconds})
                     then now() else rate_limit_hits.window_start end
      returning count::int as count,
        greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${limit.windowSeconds}) - now()))))::int as retry_after`,
    );
    const row = rows[0];
    if (row && row.count > limit.max) throw tooManyRequests(row.retry_after);
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
