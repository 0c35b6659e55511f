/**
 * Taste twins (issue 25, decision 105): for each member, the members whose public lists agree most with theirs,
 * scored as compare scores them, kept by a background job after each answer so a read is one index walk.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, real } from 'drizzle-orm/pg-core';
import { at } from './columns.js';
import { users } from './users.js';

export const tasteTwins = pgTable(
  'taste_twins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    twinId: integer('twin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Mean rank-biased overlap over the questions both answered publicly (as compare's overall score), 0 to 1. */
    score: real('score').notNull(),
    /** How many questions both answered publicly (at least TWIN_MIN_SHARED). */
    sharedQuestions: integer('shared_questions').notNull(),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.twinId] }),
    // A member's twins, best first: the read.
    index('taste_twins_best').on(t.userId, t.score.desc(), t.twinId),
    // The rows naming a member as a twin: their account's deletion cascades by it.
    index('taste_twins_twin').on(t.twinId),
    check('taste_twins_not_self', sql`${t.userId} <> ${t.twinId}`),
  ],
);
