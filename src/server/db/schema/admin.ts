import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';
import { questions } from './questions.js';
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
    handledAt: at('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the requester opened the mailed link and confirmed; null while unconfirmed (decision 084). */
    confirmedAt: at('confirmed_at'),
    /** SHA-256 of the mailed confirmation token; null once used (or when there was nobody to mail). */
    confirmTokenHash: text('confirm_token_hash'),
    /** The link works until then. */
    confirmExpiresAt: at('confirm_expires_at'),
  },
  (t) => [
    uniqueIndex('data_deletion_requests_confirm_token').on(t.confirmTokenHash),
    index('data_deletion_requests_recent').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('data_deletion_requests_status', sql`${t.status} in ('pending', 'completed', 'rejected')`),
  ],
);

/** Every admin action: who did what to which target, when, with their notes. Newest first for admins. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written at the time, so the entry still says who acted after that account is deleted. */
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    summary: text('summary').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_recent').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** Members already told that a question went trending: the notice goes once per member per question. */
export const trendingNotices = pgTable(
  'trending_notices',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);
