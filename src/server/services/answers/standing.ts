/**
 * A member's standing for the crowd's results: whether their lists count at once (an established account,
 * decision 069) and whether they are a new account, whose first answers are watched for bursts (068).
 */
import type { UserRow } from '../../db/schema/index.js';

export interface Standing {
  /** Email verified and older than RESULTS_TRUST_AGE_SECONDS: the member's lists count at once. */
  established: boolean;
  /** Joined less than NEW_ACCOUNT_DAYS ago. */
  newAccount: boolean;
}

/** An account younger than this is new for burst detection (decision 068). */
export const NEW_ACCOUNT_DAYS = 7;

/** The standing of the demo seed's members and of direct service calls: counted at once, not new. */
export const ESTABLISHED: Standing = { established: true, newAccount: false };

export function standingOf(
  user: Pick<UserRow, 'isVerified' | 'joinedAt'>,
  trustAgeSeconds: number,
  now: Date = new Date(),
): Standing {
  const age = now.getTime() - new Date(user.joinedAt).getTime();
  return {
    established: user.isVerified && age >= trustAgeSeconds * 1000,
    newAccount: age < NEW_ACCOUNT_DAYS * 24 * 60 * 60 * 1000,
  };
}
