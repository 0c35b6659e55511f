import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    /** argon2id; null for accounts made through a social provider. */
    passwordHash: text('password_hash'),
    profilePicture: text('profile_picture'),
    bio: text('bio'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Every response of the member (shown to them only). */
    answersCount: integer('answers_count').notNull().default(0),
    /**
     * Responses others can see (public and not hidden): the count shown to everyone else. Kept by the trigger
     * responses_feed_counts (migrations 0003 and 0008), so every path that changes a response moves it.
     */
    publicAnswersCount: integer('public_answers_count').notNull().default(0),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    joinedAt: createdAt(),
    birthMonth: smallint('birth_month'),
    birthYear: smallint('birth_year'),
    country: text('country'),
    city: text('city'),
    postalCode: text('postal_code'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_username_trgm').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    // Search takes the members of a matched display name (member_names) most followed first, the first few
    // only (decision 041). It makes a follow update this index; no trigram index on display names any more.
    index('users_display_name_followers').on(
      sql`lower(${t.displayName})`,
      t.followersCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The admin's User Management: newest first by keyset, searched by username or email (decision 043).
    index('users_joined_recent').on(t.joinedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    check(
      'users_counts_nonnegative',
      sql`${t.answersCount} >= 0 and ${t.followersCount} >= 0 and ${t.followingCount} >= 0`,
    ),
    check('users_public_answers_count_nonnegative', sql`${t.publicAnswersCount} >= 0`),
    check('users_birth_month_range', sql`${t.birthMonth} is null or ${t.birthMonth} between 1 and 12`),
  ],
);
export type UserRow = typeof users.$inferSelect;

/**
 * Every display name members bear, lower-cased, once, with how many members bear it (decision 041): the
 * distinct names search matches text against (a trigram index on the name without accents), far fewer than the
 * members when many share a name. Kept by the trigger users_count_member_names (migration 0021); a name no member
 * bears any more is deleted, so every row counts at least one member.
 */
export const memberNames = pgTable(
  'member_names',
  {
    name: text('name').primaryKey(),
    /** The name without its accents (top5_search_key, as answer items are): 'Amelie' finds 'Amélie Poulain'. */
    searchKey: text('search_key').notNull().generatedAlwaysAs(sql`top5_search_key(name)`),
    members: integer('members').notNull(),
  },
  (t) => [check('member_names_members_positive', sql`${t.members} > 0`)],
);
