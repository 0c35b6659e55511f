/** Members as the API shows them; every field is listed so no email, birth data or hash leaks by accident. */
import type { SessionUser } from '../../shared/api/auth.js';
import type { PublicUser, UserSummary } from '../../shared/api/common.js';
import type { UserRow } from '../db/schema/index.js';
import { ownImage } from './image.js';

type SummaryFields = Pick<UserRow, 'id' | 'username' | 'displayName' | 'profilePicture'>;
type PublicFields = SummaryFields &
  Pick<UserRow, 'bio' | 'isAdmin' | 'publicAnswersCount' | 'followersCount' | 'followingCount' | 'joinedAt'>;

/** The author of a response, comment or like. */
export function presentUserSummary(row: SummaryFields): UserSummary {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    profilePicture: ownImage(row.profilePicture),
  };
}

/**
 * A member as anyone may see them: answersCount counts only the answers others can see (public, not
 * hidden), so it never points at private ones. The member themself gets presentOwnPublicUser.
 */
export function presentPublicUser(row: PublicFields): PublicUser {
  return {
    ...presentUserSummary(row),
    bio: row.bio,
    isAdmin: row.isAdmin,
    answersCount: row.publicAnswersCount,
    followersCount: row.followersCount,
    followingCount: row.followingCount,
    joinedAt: row.joinedAt.toISOString(),
  };
}

/** A member as they see themself: answersCount counts every answer, private and hidden ones too. */
export function presentOwnPublicUser(row: PublicFields & Pick<UserRow, 'answersCount'>): PublicUser {
  return { ...presentPublicUser(row), answersCount: row.answersCount };
}

/** The signed-in member's own record: only ever sent to that member. */
export function presentSessionUser(row: UserRow): SessionUser {
  return {
    ...presentOwnPublicUser(row),
    email: row.email,
    isVerified: row.isVerified,
    birthMonth: row.birthMonth,
    birthYear: row.birthYear,
    country: row.country,
    city: row.city,
    postalCode: row.postalCode,
  };
}
