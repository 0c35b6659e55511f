/** The follower and following lists of a profile, newest first, paged. */
import { count, desc, eq } from 'drizzle-orm';
import type { PagingInput } from '../../../shared/schemas/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { follows, type UserRow, users } from '../../db/schema/index.js';

export type FollowListRow = Pick<UserRow, 'id' | 'username' | 'displayName' | 'profilePicture'>;

/** One page of the members on `userId`'s followers or following list, and how many there are in all. */
export async function listFollowUsers(
  db: DbOrTx,
  userId: number,
  which: 'followers' | 'following',
  paging: PagingInput,
): Promise<{ rows: FollowListRow[]; total: number }> {
  // followers: rows where the profile is followed; following: rows where the profile follows.
  const own = which === 'followers' ? follows.followeeId : follows.followerId;
  const other = which === 'followers' ? follows.followerId : follows.followeeId;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        profilePicture: users.profilePicture,
      })
      .from(follows)
      .innerJoin(users, eq(users.id, other))
      .where(eq(own, userId))
      .orderBy(desc(follows.createdAt), desc(other))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(follows).where(eq(own, userId)),
  ]);
  return { rows, total };
}
