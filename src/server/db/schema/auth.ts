import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';
import { users } from './users.js';

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is kept here. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** What the member's list of their sessions names a session by (the token's hash never leaves). */
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_id').on(t.userId),
    index('sessions_expires_at').on(t.expiresAt),
    uniqueIndex('sessions_id').on(t.id),
  ],
);

/** Single-use mailed tokens (email verification, password reset); only the hash is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The address a change_email token moves the member to once its link is followed. */
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    index('email_tokens_user_purpose').on(t.userId, t.purpose),
    check(
      'email_tokens_purpose',
      sql`${t.purpose} in ('verify_email', 'reset_password', 'change_email', 'delete_account')`,
    ),
  ],
);

/**
 * A browser a member has signed in from (or set a new password in), remembered for a year by a random token
 * in an HttpOnly cookie; only its SHA-256 is kept. A sign-in carrying it is counted on a limit of its own
 * rather than the per-email one, so strangers failing on the email cannot lock its owner out.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('known_devices_user_id').on(t.userId)],
);

/** A member's link to a social sign-in provider. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerUserId] }),
    index('social_accounts_user_id').on(t.userId),
    check('social_accounts_provider', sql`${t.provider} in ('google', 'facebook')`),
  ],
);

/**
 * A social sign-in in flight: what the callback must check (state, nonce, PKCE verifier), keyed by the
 * SHA-256 of the random token in the browser's short-lived cookie. Used once (deleted on the callback);
 * expires after 10 minutes.
 */
export const socialSignInStates = pgTable(
  'social_sign_in_states',
  {
    tokenHash: text('token_hash').primaryKey(),
    provider: text('provider').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('social_sign_in_states_expires_at').on(t.expiresAt),
    check('social_sign_in_states_provider', sql`${t.provider} in ('google', 'facebook')`),
  ],
);

/** Fixed-window counters for rate limits, shared by every app process. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
});
