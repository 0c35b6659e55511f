/**
 * Whether a block stands between two members, and the refusals it makes (decision 070). The member who was
 * blocked is refused with a neutral message that never says why; the member who blocked knows, and is told.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { forbidden, type HttpError } from '../../lib/http-error.js';

export const BLOCK_MESSAGES = {
  /** What a blocked member is told when they act on the blocker's profile or lists: nothing about a block. */
  refused: 'This action is not allowed',
  /** What the blocker is told when they act on the member they blocked. */
  unblockFirst: 'Unblock this member first',
  blockSelf: 'You cannot block yourself',
  muteSelf: 'You cannot mute yourself',
  tooManyBlocks: 'You have blocked as many members as you can',
  tooManyMutes: 'You have muted as many members as you can',
} as const;

/** 'none', or who blocked whom as seen from `actorId`: 'actor' blocked the other, or was 'blocked' by them. */
export type BlockSide = 'none' | 'actor' | 'blocked';

/** One probe of the blocks primary key each way. */
export async function blockBetween(db: DbOrTx, actorId: number, otherId: number): Promise<BlockSide> {
  const rows = await queryRows<{ blockerId: number }>(
    db,
    sql`select blocker_id as "blockerId" from blocks
      where (blocker_id = ${actorId} and blocked_id = ${otherId})
         or (blocker_id = ${otherId} and blocked_id = ${actorId})`,
  );
  if (rows.length === 0) return 'none';
  // The other's block decides: the actor is refused neutrally even when they blocked back.
  return rows.some((row) => row.blockerId === otherId) ? 'blocked' : 'actor';
}

/** The refusal for a block on this side, or null when there is none. */
export function blockRefusal(side: BlockSide): HttpError | null {
  if (side === 'blocked') return forbidden(BLOCK_MESSAGES.refused);
  if (side === 'actor') return forbidden(BLOCK_MESSAGES.unblockFirst);
  return null;
}

/**
 * Refuses (403) an action of `actorId` on `otherId`'s profile or lists when a block stands between them
 * either way: following, liking, commenting. Nothing is checked on one's own things.
 */
export async function refuseIfBlocked(db: DbOrTx, actorId: number, otherId: number): Promise<void> {
  if (actorId === otherId) return;
  const refusal = blockRefusal(await blockBetween(db, actorId, otherId));
  if (refusal) throw refusal;
}

/** Refuses (403, neutrally) a report by a member whom the response's author blocked. */
export async function refuseIfBlockedBy(db: DbOrTx, actorId: number, authorId: number): Promise<void> {
  if ((await blockBetween(db, actorId, authorId)) === 'blocked') throw forbidden(BLOCK_MESSAGES.refused);
}
