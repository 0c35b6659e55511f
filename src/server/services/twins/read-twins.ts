/**
 * A member's taste twins as stored by the background job (find-twins.ts): one walk of taste_twins_best, the
 * TWINS_SHOWN best, members blocked either way by the member or by the viewer left out, with whether the viewer
 * follows each. Constant time: at most TWINS_KEPT rows a member.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

/** Twins shown. */
export const TWINS_SHOWN = 6;

export interface TwinRow {
  id: number;
  username: string;
  displayName: string;
  profilePicture: string | null;
  score: number;
  sharedQuestions: number;
  isFollowing: boolean;
}

const blockedEitherWay = (a: number, twin: ReturnType<typeof sql.raw>) => sql`exists (select 1 from blocks b
  where (b.blocker_id = ${a} and b.blocked_id = ${twin}) or (b.blocker_id = ${twin} and b.blocked_id = ${a}))`;

export function readTwins(db: DbOrTx, ownerId: number, viewerId: number | null): Promise<TwinRow[]> {
  const twin = sql.raw('tt.twin_id');
  return queryRows<TwinRow>(
    db,
    sql`select u.id, u.username, u.display_name as "displayName", u.profile_picture as "profilePicture",
        tt.score, tt.shared_questions as "sharedQuestions",
        ${viewerId === null ? sql`false` : sql`exists (select 1 from follows f where f.follower_id = ${viewerId} and f.followee_id = tt.twin_id)`} as "isFollowing"
      from taste_twins tt
      join users u on u.id = tt.twin_id
      where tt.user_id = ${ownerId}
        and not ${blockedEitherWay(ownerId, twin)}
        ${viewerId === null || viewerId === ownerId ? sql`` : sql`and tt.twin_id <> ${viewerId} and not ${blockedEitherWay(viewerId, twin)}`}
      order by tt.score desc, tt.twin_id
      limit ${TWINS_SHOWN}`,
  );
}
