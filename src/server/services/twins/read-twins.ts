/**
 * A member's taste twins as stored by the background job (find-twins.ts), in one statement: the member by
 * username, then one walk of taste_twins_best for the TWINS_SHOWN best, members blocked either way by the
 * member or by the viewer left out (and the viewer themself), with whether the viewer follows each. Constant
 * time: at most TWINS_KEPT rows a member. Prepared by shape (decision 049): planning cost more than the read.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';

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

const blockedEitherWay = (a: SQL, twin: SQL) => sql`exists (select 1 from blocks b
  where (b.blocker_id = ${a} and b.blocked_id = ${twin}) or (b.blocker_id = ${twin} and b.blocked_id = ${a}))`;

/** The member's id and their twins as `viewerId` sees them; null when no member has that username. */
export async function readTwins(
  db: DbOrTx,
  username: string,
  viewerId: number | null,
): Promise<{ ownerId: number; twins: TwinRow[] } | null> {
  const twin = sql.raw('tt.twin_id');
  const owner = sql.raw('o.id');
  const viewer = viewerId === null ? null : sql`${viewerId}::int`;
  const rows = await queryShapeRows<
    { ownerId: number } & ({ [K in keyof TwinRow]: TwinRow[K] } | { id: null })
  >(
    db,
    sql`with o as (select id from users where lower(username) = lower(${username}) limit 1)
      select o.id as "ownerId", t.* from o
      left join lateral (
        select u.id, u.username, u.display_name as "displayName", u.profile_picture as "profilePicture",
          tt.score, tt.shared_questions as "sharedQuestions",
          ${viewer === null ? sql`false` : sql`exists (select 1 from follows f where f.follower_id = ${viewer} and f.followee_id = tt.twin_id)`} as "isFollowing"
        from taste_twins tt
        join users u on u.id = tt.twin_id
        where tt.user_id = o.id and not ${blockedEitherWay(owner, twin)}
          ${viewer === null ? sql`` : sql`and tt.twin_id <> ${viewer} and (o.id = ${viewer} or not ${blockedEitherWay(viewer, twin)})`}
        order by tt.score desc, tt.twin_id
        limit ${TWINS_SHOWN}
      ) t on true
      order by t.score desc nulls last, t.id`,
  );
  if (rows.length === 0) return null;
  return {
    ownerId: rows[0].ownerId,
    twins: rows.filter((row): row is { ownerId: number } & TwinRow => row.id !== null),
  };
}
