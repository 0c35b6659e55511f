/** Members as the admin's User Management shows them; every field listed. */
import type { AdminUser } from '../../shared/api/admin-users.js';
import type { UserRow } from '../db/schema/index.js';
import { isoDate } from '../lib/iso-date.js';
import { ownImage } from './image.js';

/** Never the password hash, birth date or address: the admin list needs none of them. */
export function presentAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    profilePicture: ownImage(row.profilePicture),
    isVerified: row.isVerified,
    isAdmin: row.isAdmin,
    answersCount: row.answersCount,
    followersCount: row.followersCount,
    followingCount: row.followingCount,
    joinedAt: isoDate(row.joinedAt),
  };
}
