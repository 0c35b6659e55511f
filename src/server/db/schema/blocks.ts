/**
 * Blocks and mutes between members (docs/product.md section 6, decision 070). A block stops the pair
 * following, liking and commenting on each other's lists (and the blocked member reporting the blocker's),
 * and hides each from the other in feeds, comments and notifications; a mute hides the muted member from the
 * muter's own feeds only. Neither is ever shown to the other member.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // Who blocked a member: what is hidden from them too.
    index('blocks_blocked').on(t.blockedId, t.blockerId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export const mutes = pgTable(
  'mutes',
  {
    muterId: integer('muter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedId: integer('muted_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.muterId, t.mutedId] }),
    index('mutes_muted').on(t.mutedId),
    check('mutes_not_self', sql`${t.muterId} <> ${t.mutedId}`),
  ],
);
