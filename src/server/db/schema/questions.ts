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
    /** Public lists in the published tallies (not hidden, not awaiting trust, not held by a burst). */
    countedPublic: integer('counted_public').notNull().default(0),
    /**
     * Private lists in the full tallies (not hidden, not awaiting trust, not held by a burst). They join the
     * published results only as a group of at least PRIVATE_RESULTS_MIN_LISTS (decision 067).
     */
    countedPrivate: integer('counted_private').notNull().default(0),
    /**
     * The lists a visitor is told about (cards, results' total): the counted public ones, plus the counted
     * private ones once there are PRIVATE_RESULTS_MIN_LISTS (5) of them, so a private list never shows alone.
     */
    shownAnswersCount: integer('shown_answers_count')
      .notNull()
      .generatedAlwaysAs(
        sql`counted_public + case when counted_private >= ${sql.raw(String(PRIVATE_RESULTS_MIN_LISTS))} then counted_private else 0 end`,
      ),
    /** The burst holding this question's suspicious lists from the results until an admin releases it (068). */
    openBurstId: integer('open_burst_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
      ),
    /**
     * The title as search compares it: lower-cased, without its accents (top5_search_key, as searchTerms() folds
     * the text). Stored, so the trigram index is on a column and a match is never an expression recomputed.
     */
    searchKey: text('search_key').notNull().generatedAlwaysAs(sql`top5_search_key(lower(title))`),
  },
  (t) => [
    // The question list and the admin's Manage Questions, newest first, by keyset (decision 043).
    index('questions_created_at').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('questions_trending').on(t.isTrending, t.createdAt.desc().nullsFirst()),
    index('questions_search').using('gin', t.search),
    index('questions_search_key_trgm')
      .using('gin', sql`${t.searchKey} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('questions_answers_count_nonnegative', sql`${t.answersCount} >= 0`),
    check('questions_public_responses_count_nonnegative', sql`${t.publicResponsesCount} >= 0`),
    check('questions_counted_nonnegative', sql`${t.countedPublic} >= 0 and ${t.countedPrivate} >= 0`),
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
    /** Saved while its author's account was not yet established: counted apart until it is (decision 069). */
    awaitsTrust: boolean('awaits_trust').notNull().default(false),
    /** The burst (result_bursts) holding the list from the results until an admin releases it (decision 068). */
    heldByBurst: integer('held_by_burst'),
    /** The list's five item keys in order, hashed: near-identical lists share it (burst detection, 068). */
    listKey: text('list_key'),
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
    // The lists of a question saved since a time: those a burst holds (services/bursts/detect.ts, decision 132).
    index('responses_question_updated').on(t.questionId, t.updatedAt),
    // A member's Answers tab in keyset order: every answer (the owner's view), and the shown ones (others').
    // The shown ones also carry each list's question and time of saving, so compare joins two members' shown
    // lists from this index alone (decision 150).
    index('responses_user').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('responses_user_shown')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.questionId, t.updatedAt)
      .where(sql`${t.isPublic} and not ${t.isHidden}`),
    // Taste twins' candidates: the shown lists of a question naming one of its spellings, as 'question:spelling'
    // (top5_list_items, migration 0039; decision 105).
    index('responses_items')
      .using('gin', sql`top5_list_items(${t.questionId}, ${t.answers})`)
      .with({ fastupdate: false })
      .where(sql`${t.isPublic} and not ${t.isHidden}`),
    // The trust job walks the lists awaiting trust; a burst's release walks its held lists (069, 068).
    index('responses_awaiting_trust').on(t.userId).where(sql`${t.awaitsTrust}`),
    index('responses_held').on(t.heldByBurst).where(sql`${t.heldByBurst} is not null`),
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
 * public ones. A question's results are read from the first once it has PRIVATE_RESULTS_MIN_LISTS private lists,
 * else from the second, so a lone private list is never shown (decision 067). Age groups are in the public set
 * only (below).
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

  return { items, ranks, spellings };
}

/**
 * Responses per age group of a question, public lists only: results by age group are read from the public lists
 * alone (decision 067), so the full set keeps no age groups (decision 141).
 */
export const publicResultAgeGroups = pgTable(
  'public_result_age_groups',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    ageGroup: text('age_group').notNull(),
    responses: integer('responses').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.ageGroup] })],
);

/** Item tallies per age group of a question, public lists only. */
export const publicResultAgeGroupItems = pgTable(
  'public_result_age_group_items',
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
    index('public_result_age_group_items_ranking').on(
      t.questionId,
      t.ageGroup,
      t.points.desc(),
      t.votes.desc(),
      sql`${t.itemKey} collate "C"`,
    ),
  ],
);

const allTallies = resultTallyTables('');
export const resultItems = allTallies.items;
export const resultItemRanks = allTallies.ranks;
export const resultItemSpellings = allTallies.spellings;

const publicTallies = resultTallyTables('public_');
export const publicResultItems = publicTallies.items;
export const publicResultItemRanks = publicTallies.ranks;
export const publicResultItemSpellings = publicTallies.spellings;

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
    /** The item key without its accents (top5_search_key), stored so a trigram match reads a column. */
    searchKey: text('search_key').notNull().generatedAlwaysAs(sql`top5_search_key(item_key)`),
  },
  (t) => [primaryKey({ columns: [t.itemKey, t.spelling] })],
);

/**
 * Which shown lists (public, not hidden) name each spelling, newest first: one row per spelling of a list. A
 * search matching many lists reads the newest few of each matched spelling here and merges them (decision
 * 125), where it walked every list newest first. Kept by trigger responses_list_spellings (migration 0043).
 */
export const listSpellings = pgTable(
  'list_spellings',
  {
    spelling: text('spelling').notNull(),
    createdAt: at('created_at').notNull(),
    responseId: integer('response_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.spelling, t.createdAt, t.responseId] })],
);

/**
 * First answers a question received per day (UTC), kept in submitAnswer's transaction: what hot's rolling count
 * (hot_answers, below) takes out when a day leaves its window, never a scan of responses.
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

/**
 * Hot's stored rolling count (decision 133): first answers each question received in the 7 UTC days through
 * hot_window.through, one row per question answered in that window. submitAnswer adds to it in the statement
 * that records the day's answer; the first read of a new day rolls the window (services/questions/hot.ts),
 * taking out the days that left it. So hot is a read of its 8 rows by index, not a sum over a week of days.
 */
export const hotAnswers = pgTable(
  'hot_answers',
  {
    questionId: integer('question_id')
      .primaryKey()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answers: integer('answers').notNull(),
  },
  (t) => [
    index('hot_answers_order').on(t.answers.desc(), t.questionId.desc()),
    check('hot_answers_positive', sql`${t.answers} > 0`),
  ],
);

/** The last day (UTC) of the window hot_answers counts: one row, set by the migration and moved by the roll. */
export const hotWindow = pgTable('hot_window', {
  through: date('through', { mode: 'string' }).primaryKey(),
});

/**
 * The page index of each question's feed (decision 090): mark k is the shown response (public, not hidden)
 * at position k * FEED_MARK_EVERY counting from the oldest, so a page number deep in the feed starts from the
 * mark before it and walks fewer than FEED_MARK_EVERY index entries. Marks are written by the reads that
 * need them (services/answers/feed-marks.ts), for responses older than a minute only; a response entering
 * or leaving the feed behind a mark deletes the marks from it on (trigger responses_feed_marks, 0034).
 */
export const feedMarks = pgTable(
  'feed_marks',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    mark: integer('mark').notNull(),
    at: at('at').notNull(),
    responseId: integer('response_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.mark] })],
);

/**
 * The page index of the admin's list of every response (decision 113), as feed_marks is a feed's: mark k is
 * the response (private and hidden ones included) at position k * FEED_MARK_EVERY counting from the oldest.
 * A response deleted or written with an old date deletes the marks from it on (trigger responses_feed_marks,
 * 0042).
 */
export const adminMarks = pgTable('admin_marks', {
  mark: integer('mark').primaryKey(),
  at: at('at').notNull(),
  responseId: integer('response_id').notNull(),
});

/**
 * The page index of the site's recent responses (decision 152), as feed_marks is a question's feed's: mark k
 * is the shown response (public, not hidden) of any question at position k * FEED_MARK_EVERY counting from the
 * oldest. A response entering or leaving the shown ones behind a mark deletes the marks from it on (trigger
 * responses_feed_marks, 0054).
 */
export const recentMarks = pgTable('recent_marks', {
  mark: integer('mark').primaryKey(),
  at: at('at').notNull(),
  responseId: integer('response_id').notNull(),
});

/**
 * A burst of answers on a question (decision 068): far faster than its usual pace from new accounts, or many
 * identical lists in a short time. Its lists are held from the results until an admin releases it.
 */
export const resultBursts = pgTable(
  'result_bursts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** 'held' until an admin releases it, then 'released'. */
    status: text('status').notNull().default('held'),
    /** Lists from new accounts are held (a pace burst). */
    holdsNewAccounts: boolean('holds_new_accounts').notNull().default(false),
    /** Lists with these list keys are held (identical lists). */
    listKeys: text('list_keys').array().notNull().default(sql`'{}'::text[]`),
    /** What was seen, for the admin: one line per rule that fired. */
    evidence: text('evidence').array().notNull().default(sql`'{}'::text[]`),
    detectedAt: createdAt(),
    releasedAt: at('released_at'),
    releasedBy: integer('released_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('result_bursts_status').on(t.status, t.detectedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('result_bursts_question').on(t.questionId),
    check('result_bursts_status_known', sql`${t.status} in ('held', 'released')`),
  ],
);
export type ResultBurstRow = typeof resultBursts.$inferSelect;

/** First answers from new accounts in the question's current window (decision 068): one row per question. */
export const questionAnswerPace = pgTable('question_answer_pace', {
  questionId: integer('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  windowStart: at('window_start').notNull(),
  /** First answers from new accounts since windowStart. */
  lists: integer('lists').notNull().default(0),
  /** The question's lists when the window started, and its age then: its usual pace. */
  listsBefore: integer('lists_before').notNull().default(0),
});

/** Saves of each list key of a question in the current window (decision 068); old windows are pruned. */
export const questionListKeys = pgTable(
  'question_list_keys',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    windowStart: at('window_start').notNull(),
    lists: integer('lists').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.listKey] }),
    index('question_list_keys_window').on(t.windowStart),
  ],
);
