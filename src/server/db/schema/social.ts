import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';
import { responses } from './questions.js';
import { users } from './users.js';

export const likes = pgTable(
  'likes',
  {
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.userId] }),
    index('likes_response_recent').on(t.responseId, t.createdAt.desc().nullsFirst()),
    index('likes_user_recent').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.responseId.desc().nullsFirst(),
    ),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    /** When its author last changed it (shown as "edited"); null for an unchanged comment. */
    editedAt: at('edited_at'),
  },
  (t) => [
    // Keyset order of a response's comments: oldest first, the id breaking ties (decision 036).
    index('comments_response').on(t.responseId, t.createdAt, t.id),
    index('comments_user').on(t.userId),
    check('comments_content_length', sql`char_length(${t.content}) between 1 and 1000`),
  ],
);

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    // Keyset order of the followers and following lists: newest first, the other member's id breaking ties.
    index('follows_followee').on(
      t.followeeId,
      t.createdAt.desc().nullsFirst(),
      t.followerId.desc().nullsFirst(),
    ),
    index('follows_follower_recent').on(
      t.followerId,
      t.createdAt.desc().nullsFirst(),
      t.followeeId.desc().nullsFirst(),
    ),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    description: text('description'),
    status: text('status').notNull().default('pending'),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
    reviewNotes: text('review_notes'),
    createdAt: createdAt(),
  },
  (t) => [
    // The admin's Content Reports, one status or all, newest first by keyset (decision 043).
    index('reports_status_recent').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reports_recent').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reports_response').on(t.responseId),
    uniqueIndex('reports_one_open_per_member')
      .on(t.responseId, t.reporterId)
      .where(sql`${t.status} = 'pending'`),
    check('reports_reason', sql`${t.reason} in ('inappropriate', 'spam', 'harassment', 'fake', 'other')`),
    check('reports_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    relatedUserId: integer('related_user_id').references(() => users.id, { onDelete: 'set null' }),
    relatedUrl: text('related_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_recent').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // What a live stream has not sent yet: the member's notifications after an id (routes/live, decision 108).
    index('notifications_user_id').on(t.userId, t.id),
    // The unread count, and the check that a member is not told twice of one like or follow while the first
    // is unread (events/notifications-processor.ts): by member and the member who acted, not every unread row.
    index('notifications_user_unread').on(t.userId, t.relatedUserId).where(sql`not ${t.isRead}`),
    check(
      'notifications_type',
      sql`${t.type} in ('like', 'comment', 'follow', 'trending', 'goal_achieved', 'other')`,
    ),
  ],
);
