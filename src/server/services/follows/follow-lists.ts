/**
 * The follower and following lists of a profile, newest first, paged by keyset (lib/keyset.ts): the page's
 * follows are picked from follows_followee / follows_follower_recent alone, then only its members joined.
 * The totals are the member's stored followers and following counts.
 */
import { sql } from 'drizzle-orm';
import type { FeedPagingInput } from '../../../shared/schemas/paging.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { afterCursor, feedWindow, microsOf, takePage, windowLimit } from '../../lib/keyset.js';

export type FollowListRow = Pick<UserRow, 'id' | 'username' | 'displayName' | 'profilePicture'>;

/** One page of the members on `userId`'s followers or following list, how many there are, the next cursor. */
export async function listFollowUsers(
  db: DbOrTx,
  userId: number,
  which: 'followers' | 'following',
  paging: FeedPagingInput,
): Promise<{ rows: FollowListRow[]; total: number; nextCursor: string | null }> {
  const window = feedWindow(paging);
  // followers: rows where the profile is followed; following: rows where the profile follows.
  const own = which === 'followers' ? sql`f.followee_id` : sql`f.follower_id`;
  const other = which === 'followers' ? sql`f.follower_id` : sql`f.followee_id`;
  const [picked, [owner]] = await Promise.all([
    queryRows<FollowListRow & { sortMicros: string }>(
      db,
      sql`
        with page as materialized (
          select ${other} as id, f.created_at as at from follows f
          where ${own} = ${userId} and ${afterCursor(sql`f.created_at`, other, window.after)}
          order by f.created_at desc, ${other} desc
          ${windowLimit(window)}
        )
        select u.id, u.username, u.display_name as "displayName", u.profile_picture as "profilePicture",
          ${microsOf(sql`p.at`)} as "sortMicros"
        from page p join users u on u.id = p.id
        order by p.at desc, p.id desc`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select ${which === 'followers' ? sql`followers_count` : sql`following_count`} as total
        from users where id = ${userId}`,
    ),
  ]);
  const { rows, nextCursor } = takePage(picked, window);
  return {
    rows: rows.map(({ sortMicros: _, ...row }) => row),
    total: owner?.total ?? 0,
    nextCursor,
  };
}
