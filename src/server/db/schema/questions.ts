import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { PRIVATE_RESULTS_MIN_LISTS } from '../../../shared/constants.js';
import { at, createdAt, tsvector } from './columns.js';
import { users } from './users.js';

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    /** Optional grouping used by GET /api/questions?category= */
    category: text('category'),
    isTrending: boolean('is_trending').notNull().default(false),
    endDate: at('end_date'),
    /** Responses counted in results: every response not hidden by an approved report, public or private. */
    answersCount: integer('answers_count').notNull().default(0),
    /**
     * Responses shown in the question's feed (public and not hidden), for its page count.
     * Kept by the trigger responses_feed_counts (migration 0003), so every path that changes a response moves it.
     */
    publicResponsesCount: integer('public_responses_count').notNull().default(0),
    /**
     * The lists a visitor is told about (cards, results' total): answersCount from PRIVATE_RESULTS_MIN_LISTS
     * (5) lists on, below that the public ones only, so a lone private list does not show in the count.
     */
    shownAnswersCount: integer('shown_answers_count')
      .notNull()
      .generatedAlwaysAs(
        sql`case when answers_count >= ${sql.raw(String(PRIVATE_RESULTS_MIN_LISTS))} then answers_count else public_responses_count end`,
      ),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
      ),
  },
  (t) => [
    // The question list and the admin's Manage Questions, newest first, by keyset (decision 043).
    index('questions_created_at').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('questions_trending').on(t.isTrending, t.createdAt.desc().nullsFirst()),
    index('questions_search').using('gin', t.search),
    index('questions_title_trgm').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    check('questions_answers_count_nonnegative', sql`${t.answersCount} >= 0`),
    check('questions_public_responses_count_nonnegative', sql`${t.publicResponsesCount} >= 0`),
  ],
);
export type QuestionRow = typeof questions.$inferSelect;

/** A member's current Top 5 for a question; every saved list is also kept in response_versions. */
export const responses = pgTable(
  'responses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: text('answers').array().notNull(),
    answerImages: text('answer_images').array(),
    isPublic: boolean('is_public').notNull().default(true),
    version: integer('version').notNull().default(1),
    /** The author's age group when the list was saved, so its tally can be taken out again exactly. */
    ageGroup: text('age_group'),
    /** Hidden by an approved report: shown to nobody but the author and admins, out of the results. */
    isHidden: boolean('is_hidden').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', top5_join_answers(answers))`),
  },
  (t) => [
    unique('responses_question_user_key').on(t.questionId, t.userId),
    index('responses_question_feed')
      .on(t.questionId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic} and not ${t.isHidden}`),
    index('responses_recent_feed')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic} and not ${t.isHidden}`),
    // The admin's Responses Data tab: every response (private and hidden too), all or one question's (043).
    index('responses_admin_recent').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('responses_question_recent').on(
      t.questionId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A member's Answers tab in keyset order: every answer (the owner's view), and the shown ones (others').
    index('responses_user').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('responses_user_shown')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic} and not ${t.isHidden}`),
    // Search matches answers exactly against the spellings of matched result items (services/search/match.ts).
    // No pending list (migration 0015): every search reads this index, and a pending list is scanned whole.
    index('responses_answers')
      .using('gin', t.answers)
      .with({ fastupdate: false })
      .where(sql`${t.isPublic} and not ${t.isHidden}`),
    check('responses_exactly_five', sql`array_length(${t.answers}, 1) = 5`),
    check(
      'responses_images_parallel',
      sql`${t.answerImages} is null or array_length(${t.answerImages}, 1) = 5`,
    ),
    check('responses_counts_nonnegative', sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0`),
  ],
);
export type ResponseRow = typeof responses.$inferSelect;

export const responseVersions = pgTable(
  'response_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    answers: text('answers').array().notNull(),
    answerImages: text('answer_images').array(),
    isPublic: boolean('is_public').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('response_versions_response_version_key').on(t.responseId, t.version),
    check('response_versions_exactly_five', sql`array_length(${t.answers}, 1) = 5`),
  ],
);

/**
 * Result tallies, kept in each answer's own transaction so that reading results never scans responses.
 * item_key is the answer trimmed, case-folded and with inner whitespace collapsed.
 * Two sets with the same shape: `result_*` counts every list that is not hidden, `public_result_*` only the
 * public ones. A question's results are read from the first once it has PRIVATE_RESULTS_MIN_LISTS lists in
 * all, else from the second, so a lone private list is never shown (docs/decisions/017).
 */
function resultTallyTables<P extends '' | 'public_'>(prefix: P) {
  const items = pgTable(
    `${prefix}result_items`,
    {
      questionId: integer('question_id')
        .notNull()
        .references(() => questions.id, { onDelete: 'cascade' }),
      itemKey: text('item_key').notNull(),
      /** The most common spelling. */
      label: text('label').notNull(),
      /** Lists that name the item. */
      votes: integer('votes').notNull().default(0),
      /** rank 1 = 5 points ... rank 5 = 1 point. */
      points: integer('points').notNull().default(0),
    },
    (t) => [
      primaryKey({ columns: [t.questionId, t.itemKey] }),
      // Ties are broken by item_key in byte order (collate "C"), the same on every server whatever its locale.
      index(`${prefix}result_items_ranking`).on(
        t.questionId,
        t.points.desc(),
        t.votes.desc(),
        sql`${t.itemKey} collate "C"`,
      ),
      check(`${prefix}result_items_nonnegative`, sql`${t.votes} >= 0 and ${t.points} >= 0`),
    ],
  );

  /** How often an item is named at each rank (for the most common rank). */
  const ranks = pgTable(
    `${prefix}result_item_ranks`,
    {
      questionId: integer('question_id')
        .notNull()
        .references(() => questions.id, { onDelete: 'cascade' }),
      itemKey: text('item_key').notNull(),
      rank: smallint('rank').notNull(),
      count: integer('count').notNull().default(0),
    },
    (t) => [
      primaryKey({ columns: [t.questionId, t.itemKey, t.rank] }),
      check(`${prefix}result_item_ranks_rank`, sql`${t.rank} between 1 and 5`),
    ],
  );

  /** How often each spelling of an item is used (the label is the most common one). */
  const spellings = pgTable(
    `${prefix}result_item_spellings`,
    {
      questionId: integer('question_id')
        .notNull()
        .references(() => questions.id, { onDelete: 'cascade' }),
      itemKey: text('item_key').notNull(),
      spelling: text('spelling').notNull(),
      count: integer('count').notNull().default(0),
    },
    (t) => [primaryKey({ columns: [t.questionId, t.itemKey, t.spelling] })],
  );

  /** Responses per age group of a question. */
  const ageGroups = pgTable(
    `${prefix}result_age_groups`,
    {
      questionId: integer('question_id')
        .notNull()
        .references(() => questions.id, { onDelete: 'cascade' }),
      ageGroup: text('age_group').notNull(),
      responses: integer('responses').notNull().default(0),
    },
    (t) => [primaryKey({ columns: [t.questionId, t.ageGroup] })],
  );

  /** Item tallies per age group of a question. */
  const ageGroupItems = pgTable(
    `${prefix}result_age_group_items`,
    {
      questionId: integer('question_id')
        .notNull()
        .references(() => questions.id, { onDelete: 'cascade' }),
      ageGroup: text('age_group').notNull(),
      itemKey: text('item_key').notNull(),
      votes: integer('votes').notNull().default(0),
      points: integer('points').notNull().default(0),
    },
    (t) => [
      primaryKey({ columns: [t.questionId, t.ageGroup, t.itemKey] }),
      index(`${prefix}result_age_group_items_ranking`).on(
        t.questionId,
        t.ageGroup,
        t.points.desc(),
        t.votes.desc(),
        sql`${t.itemKey} collate "C"`,
      ),
    ],
  );

  return { items, ranks, spellings, ageGroups, ageGroupItems };
}

const allTallies = resultTallyTables('');
export const resultItems = allTallies.items;
export const resultItemRanks = allTallies.ranks;
export const resultItemSpellings = allTallies.spellings;
export const resultAgeGroups = allTallies.ageGroups;
export const resultAgeGroupItems = allTallies.ageGroupItems;

const publicTallies = resultTallyTables('public_');
export const publicResultItems = publicTallies.items;
export const publicResultItemRanks = publicTallies.ranks;
export const publicResultItemSpellings = publicTallies.spellings;
export const publicResultAgeGroups = publicTallies.ageGroups;
export const publicResultAgeGroupItems = publicTallies.ageGroupItems;

/**
 * Every spelling a public list has named, once, with its item key: the distinct answer items search matches
 * text against (a trigram index on item_key without accents), far fewer than the lists or the per-question tallies. Filled by
 * a trigger on public_result_item_spellings (migration 0015) and never pruned, so it may hold spellings no
 * shown list uses any more: search only finds public, unhidden lists naming them (services/search/match.ts).
 */
export const answerSpellings = pgTable(
  'answer_spellings',
  {
    itemKey: text('item_key').notNull(),
    spelling: text('spelling').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemKey, t.spelling] }),
    // Search matches the key without its accents (top5_search_key, migration 0019; searchTerms() folds the
    // text the same way), so 'Amélie' and 'Amelie' both find it. New spellings are rare: written straight into
    // the index (no pending list), which the planner then uses.
    index('answer_spellings_search_key_trgm')
      .using('gin', sql`top5_search_key(${t.itemKey}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * First answers a question received per day (UTC), kept in submitAnswer's transaction, so "hot" (answers in
 * the last 7 days) is a read of at most 7 small rows per question rather than a scan of responses.
 */
export const questionDailyAnswers = pgTable(
  'question_daily_answers',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    answers: integer('answers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.day] }), index('question_daily_answers_day').on(t.day)],
);
