import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';
import { users } from './users.js';

/** Community goals shown in the home banner: 'N members reached!'. */
export const userGoals = pgTable(
  'user_goals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    targetCount: integer('target_count').notNull(),
    achieved: boolean('achieved').notNull().default(false),
    createdAt: createdAt(),
    achievedAt: at('achieved_at'),
  },
  (t) => [
    index('user_goals_target').on(t.targetCount),
    check('user_goals_target_positive', sql`${t.targetCount} >= 1`),
  ],
);

/** The one privacy policy (id is always 1). */
export const privacyPolicy = pgTable(
  'privacy_policy',
  {
    id: integer('id').primaryKey().default(1),
    content: text('content').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('privacy_policy_single_row', sql`${t.id} = 1`)],
);

export const dataDeletionRequests = pgTable(
  'data_deletion_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_deletion_requests_recent').on(t.createdAt.desc().nullsFirst()),
    check('data_deletion_requests_status', sql`${t.status} in ('pending', 'completed', 'rejected')`),
  ],
);
