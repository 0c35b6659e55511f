/** The current-password check before a signed-in member changes their password or email. */

import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { badRequest } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { consumeRateLimits, type Limit } from '../rate-limit.js';
import type { AuthDeps } from './context.js';

/** The account services' needs, on the pool (rate limits are counted outside any transaction). */
export type AccountDeps = AuthDeps & { db: Db };

export const CURRENT_PASSWORD_MESSAGES = {
  required: 'Please enter your current password',
  incorrect: 'Current password is incorrect',
} as const;

/** Tries of the current password per member, on the sign-in budget of an email: no guessing through here. */
export function currentPasswordLimits(config: Config, userId: number): Limit[] {
  return [
    {
      key: `current-password:user:${userId}`,
      max: config.RATE_LIMIT_LOGIN_PER_EMAIL,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    },
  ];
}

/**
 * Checks the current password of a member who has one (400 when missing or wrong, 429 past the limit). A
 * member who only signs in with a social provider has none, and is asked for none: their session is the proof.
 */
export async function checkCurrentPassword(
  db: Db,
  config: Config,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  currentPassword: string | undefined,
): Promise<void> {
  if (!user.passwordHash) return;
  if (!currentPassword) throw badRequest(CURRENT_PASSWORD_MESSAGES.required);
  await consumeRateLimits(db, currentPasswordLimits(config, user.id));
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(CURRENT_PASSWORD_MESSAGES.incorrect);
  }
}
