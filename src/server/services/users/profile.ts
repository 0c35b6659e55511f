/** A member's profile: what others see, and the picture and About details the owner changes. */
import { eq } from 'drizzle-orm';
import type { ProfileInput } from '../../../shared/schemas/profile.js';
import type { DbOrTx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { isFollowing } from '../follows/follows.js';
import { requireUserByUsername, USER_NOT_FOUND } from './find-user.js';

export async function getProfile(db: DbOrTx, username: string, viewerId: number | null) {
  const user = await requireUserByUsername(db, username);
  const following =
    viewerId !== null && viewerId !== user.id ? await isFollowing(db, viewerId, user.id) : false;
  return { user, isFollowing: following };
}

async function updateUser(db: DbOrTx, userId: number, values: Partial<UserRow>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/** Sets the picture to an http(s) address or one of our /uploads/ paths (checked by the schema). */
export function setProfilePicture(db: DbOrTx, userId: number, profilePicture: string): Promise<UserRow> {
  return updateUser(db, userId, { profilePicture });
}

/** Changes the display name and/or bio; an empty bio clears it. */
export function updateProfile(db: DbOrTx, userId: number, input: ProfileInput): Promise<UserRow> {
  const values: Partial<UserRow> = {};
  if (input.displayName !== undefined) values.displayName = input.displayName;
  if (input.bio !== undefined) values.bio = input.bio;
  return updateUser(db, userId, values);
}
