import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';

/**
 * Images members gave by address (question images, profile pictures, answer images), fetched by the server
 * so that browsers only ever load our copy (services/remote-images). Keyed by the SHA-256 of the address:
 * an address may be longer than an index entry allows.
 */
export const remoteImages = pgTable(
  'remote_images',
  {
    urlHash: text('url_hash').primaryKey(),
    /** The address as the member gave it. */
    url: text('url').notNull(),
    /** pending: being fetched (or waiting to be); ready: served at localPath; failed: left a placeholder. */
    status: text('status').notNull().default('pending'),
    /** '/uploads/remote/<hash>.<ext>' once ready. */
    localPath: text('local_path'),
    /** Why the last fetch failed, for the log reader (never shown to members). */
    error: text('error'),
    /** When a worker took the fetch: a claim older than a few minutes belongs to a worker that died. */
    claimedAt: at('claimed_at'),
    /** When the last fetch ended, ready or failed (a failure is retried only after a while). */
    fetchedAt: at('fetched_at'),
    createdAt: createdAt(),
  },
  (t) => [check('remote_images_status', sql`${t.status} in ('pending', 'ready', 'failed')`)],
);
export type RemoteImageRow = typeof remoteImages.$inferSelect;
