import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Site-wide counts read on every page (members, public responses), so no read has to count a whole table.
 * Kept by triggers (migration 0003) on users and responses. A count is the sum of its shards: writers
 * spread over SITE_COUNTER_SHARDS rows instead of queueing on one.
 */
export const siteCounters = pgTable(
  'site_counters',
  {
    name: text('name').notNull(),
    shard: smallint('shard').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.shard] })],
);

export const SITE_COUNTER_SHARDS = 8;
