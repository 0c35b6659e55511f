/**
 * Blocking and muting (docs/product.md section 6, decision 070). A block, in one transaction: the row, both
 * follows between the pair undone (with their counts) and the notifications either has of the other removed.
 * Both members' rows are locked first, in id order, as a follow locks them: a follow racing a block either
 * commits first (and is undone here) or waits and then finds the block (services/follows/follows.ts).
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { BLOCKS_MAX, MUTES_MAX } from '../../../shared/constants.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { blocks, mutes, notifications, users } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../lib/http-error.js';
import { setFollowing } from '../follows/follows.js';
import { BLOCK_MESSAGES } from './block-between.js';

interface Member {
  id: number;
}

/** Blocks `target` for `actor`. Idempotent: blocking twice is one block. */
export async function blockMember(db: DbOrTx, actor: Member, target: Member): Promise<void> {
  if (actor.id === target.id) throw badRequest(BLOCK_MESSAGES.blockSelf);
  await db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [actor.id, target.id]))
      .orderBy(users.id)
      .for('no key update');
    const added = await tx
      .insert(blocks)
      .values({ blockerId: actor.id, blockedId: target.id })
      .onConflictDoNothing()
      .returning({ blockedId: blocks.blockedId });
    if (added.length === 0) return;
    await refuseOverMax(tx, sql`select 1 from blocks where blocker_id = ${actor.id}`, BLOCKS_MAX, 'blocks');
    await setFollowing(tx, { actor, target, follow: false });
    await setFollowing(tx, { actor: target, target: actor, follow: false });
    await tx
      .delete(notifications)
      .where(
        or(
          and(eq(notifications.userId, actor.id), eq(notifications.relatedUserId, target.id)),
          and(eq(notifications.userId, target.id), eq(notifications.relatedUserId, actor.id)),
        ),
      );
  });
}

/** Undoes `actor`'s block of `target`; nothing it removed comes back. Idempotent. */
export async function unblockMember(db: DbOrTx, actor: Member, target: Member): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, actor.id), eq(blocks.blockedId, target.id)));
}

/** Mutes `target` for `actor`. Idempotent. */
export async function muteMember(db: DbOrTx, actor: Member, target: Member): Promise<void> {
  if (actor.id === target.id) throw badRequest(BLOCK_MESSAGES.muteSelf);
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(mutes)
      .values({ muterId: actor.id, mutedId: target.id })
      .onConflictDoNothing()
      .returning({ mutedId: mutes.mutedId });
    if (added.length === 0) return;
    await refuseOverMax(tx, sql`select 1 from mutes where muter_id = ${actor.id}`, MUTES_MAX, 'mutes');
  });
}

export async function unmuteMember(db: DbOrTx, actor: Member, target: Member): Promise<void> {
  await db.delete(mutes).where(and(eq(mutes.muterId, actor.id), eq(mutes.mutedId, target.id)));
}

/** Rolls the insert back (409) when it took the member past the most they may keep; reads at most max + 1 keys. */
async function refuseOverMax(
  tx: DbOrTx,
  rows: ReturnType<typeof sql>,
  max: number,
  what: 'blocks' | 'mutes',
) {
  const [{ n }] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (${rows} limit ${max + 1}) kept`,
  );
  if (n > max) {
    throw conflict(what === 'blocks' ? BLOCK_MESSAGES.tooManyBlocks : BLOCK_MESSAGES.tooManyMutes);
  }
}

/** A member on the settings list, and since when. */
export interface HiddenMemberRow {
  id: number;
  username: string;
  displayName: string;
  profilePicture: string | null;
  since: Date;
}

/** The members `userId` blocked and muted, most recent first (each list at most BLOCKS_MAX / MUTES_MAX). */
export async function listBlocksAndMutes(
  db: DbOrTx,
  userId: number,
): Promise<{ blocked: HiddenMemberRow[]; muted: HiddenMemberRow[] }> {
  const rows = await queryRows<HiddenMemberRow & { kind: 'block' | 'mute'; since: Date | string }>(
    db,
    sql`
      select 'block' as kind, u.id, u.username, u.display_name as "displayName",
        u.profile_picture as "profilePicture", b.created_at as since
      from blocks b join users u on u.id = b.blocked_id where b.blocker_id = ${userId}
      union all
      select 'mute', u.id, u.username, u.display_name, u.profile_picture, m.created_at
      from mutes m join users u on u.id = m.muted_id where m.muter_id = ${userId}
      order by since desc, id desc`,
  );
  const of = (kind: 'block' | 'mute') =>
    rows
      .filter((row) => row.kind === kind)
      .map(({ kind: _, ...row }) => ({ ...row, since: new Date(row.since) }));
  return { blocked: of('block'), muted: of('mute') };
}

/**
 * The ids hidden from `viewerId`: `blocked` both ways (those they blocked and those who blocked them: hidden
 * from feeds and comments), `muted` by them (hidden from their feeds). Three index range reads.
 */
export async function hiddenMemberIds(
  db: DbOrTx,
  viewerId: number,
): Promise<{ blocked: number[]; muted: number[] }> {
  const rows = await queryRows<{ id: number; muted: boolean }>(
    db,
    sql`
      select blocked_id as id, false as muted from blocks where blocker_id = ${viewerId}
      union all select blocker_id, false from blocks where blocked_id = ${viewerId}
      union all select muted_id, true from mutes where muter_id = ${viewerId}`,
  );
  return {
    blocked: rows.filter((row) => !row.muted).map((row) => row.id),
    muted: rows.filter((row) => row.muted).map((row) => row.id),
  };
}
