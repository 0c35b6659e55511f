/** Following: one row per pair; both members' stored counts move with the rows, in one transaction. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { follows, users } from '../../db/schema/index.js';
import { publish } from '../../events/publish.js';
import { blockBetween, blockRefusal } from '../blocks/block-between.js';

export const FOLLOW_SELF = 'You cannot follow yourself';

/** Where a follow or unfollow left the pair, and the followed member's follower count. */
export interface FollowChange {
  isFollowing: boolean;
  followersCount: number;
}

export async function isFollowing(db: DbOrTx, followerId: number, followeeId: number): Promise<boolean> {
  const rows = await isFollowingStatement(db).execute({ followerId, followeeId });
  return rows.length > 0;
}

const isFollowingStatement = preparedPerDatabase((db) =>
  db
    .select({ one: sql`1` })
    .from(follows)
    .where(
      and(
        eq(follows.followerId, sql.placeholder('followerId')),
        eq(follows.followeeId, sql.placeholder('followeeId')),
      ),
    )
    .limit(1)
    .prepare('is_following'),
);

/**
 * Makes `actor` follow (on) or unfollow (off) `target`; the caller has checked canFollow. Idempotent;
 * publishes user.followed for a new follow. Both user rows are locked in id order before their counts move,
 * so A following B while B follows A cannot deadlock. A new follow is refused (403) when a block stands
 * between the two, checked once the rows are locked: a block takes the same locks (services/blocks/blocks.ts),
 * so a follow and a block never both stand.
 */
export async function setFollowing(
  db: DbOrTx,
  input: { actor: { id: number }; target: { id: number }; follow: boolean },
): Promise<FollowChange> {
  const { actor, target, follow } = input;
  return db.transaction(async (tx) => {
    const changed = follow
      ? await tx
          .insert(follows)
          .values({ followerId: actor.id, followeeId: target.id })
          .onConflictDoNothing()
          .returning({ followeeId: follows.followeeId })
      : await tx
          .delete(follows)
          .where(and(eq(follows.followerId, actor.id), eq(follows.followeeId, target.id)))
          .returning({ followeeId: follows.followeeId });
    const delta = follow ? changed.length : -changed.length;
    if (delta === 0) {
      const [current] = await tx
        .select({ followersCount: users.followersCount })
        .from(users)
        .where(eq(users.id, target.id));
      return { isFollowing: follow, followersCount: current.followersCount };
    }
    const pair = [actor.id, target.id].sort((a, b) => a - b);
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, pair))
      .orderBy(users.id)
      .for('no key update');
    if (delta > 0) {
      const refusal = blockRefusal(await blockBetween(tx, actor.id, target.id));
      if (refusal) throw refusal;
    }
    const updated = await tx
      .update(users)
      .set({
        followersCount: sql`${users.followersCount} + case when ${users.id} = ${target.id} then ${delta}::int else 0 end`,
        followingCount: sql`${users.followingCount} + case when ${users.id} = ${actor.id} then ${delta}::int else 0 end`,
      })
      .where(inArray(users.id, pair))
      .returning({ id: users.id, followersCount: users.followersCount });
    if (delta > 0) await publish(tx, { type: 'user.followed', followerId: actor.id, followeeId: target.id });
    const followee = updated.find((u) => u.id === target.id);
    return { isFollowing: follow, followersCount: followee?.followersCount ?? 0 };
  });
}
