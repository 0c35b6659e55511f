import { Param, type SQL, sql } from 'drizzle-orm';
import { type Actor, canInteractWithResponse } from '../../../shared/policies/response.js';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import type { BatchWriter, Outcome, WriteBatch } from '../../db/write-batch.js';
import { type LikeFacts, likeNotifications } from '../../events/notifications-processor.js';
import { notFound } from '../../lib/http-error.js';
import { type BlockSide, blockRefusal } from '../blocks/block-between.js';
import { RESPONSE_NOT_FOUND } from './response-access.js';

/** Whether the member now likes the response, and its stored count after the change. */
export interface LikeState {
  liked: boolean;
  likesCount: number;
}

/** A member's wish to like (or no longer like) a response. */
export interface LikeRequest {
  responseId: number;
  actor: Actor;
  like: boolean;
}

/** The response as the likes see it: who may like it, and what the like notifications say. */
interface LikeTarget {
  userId: number;
  questionId: number;
  isPublic: boolean;
  isHidden: boolean;
  questionTitle: string;
}

/** A response that changes its visibility between the read and the write is read again, this many times. */
const ATTEMPTS = 3;

/**
 * Sets whether the member likes a response, in one transaction of its own. Idempotent: liking twice is one
 * like. The route goes through `queueLike` instead; this is the same work for one request.
 */
export async function toggleLike(db: DbOrTx, request: LikeRequest): Promise<LikeState> {
  const [outcome] = await likeResponses(db, [request]);
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/**
 * Sets a like through the app's write batch (db/write-batch.ts), keyed by the response: the route calls this.
 * The batch queues it; when it runs a batch it opens one transaction and calls back `likeWriter.writeAll`
 * (`likeResponses`) with every like queued on that response, so they share one statement and one commit. This
 * promise settles after that commit.
 */
export function queueLike(writes: WriteBatch, request: LikeRequest): Promise<LikeState> {
  return writes.run(likeWriter, `like:${request.responseId}`, request);
}

/** The batch's way back into this service (the turn of db/write-batch.ts). */
export const likeWriter: BatchWriter<LikeRequest, LikeState> = { writeAll: likeResponses };

/**
 * Sets many members' likes, grouped by response: per response one read (may each member like it? what
 * would their notification say?) and one statement per round, a round holding each member once, in the
 * order asked. The statement inserts and deletes the like rows, moves the stored likes_count by the rows
 * actually inserted minus those deleted and writes a notification for each new like of someone else's
 * response: so the count equals the rows however many toggles race, and a notification exists if and only
 * if its like committed. Each member is answered with the count after their round.
 *
 * It commits like every other write, once its write-ahead log is on disk: an acknowledged like survives a
 * database crash (decision 026); the batch makes that one disk wait for many likes (decision 034).
 */
export async function likeResponses(db: DbOrTx, requests: LikeRequest[]): Promise<Outcome<LikeState>[]> {
  const outcomes: Outcome<LikeState>[] = new Array(requests.length);
  const byResponse = new Map<number, number[]>();
  requests.forEach((r, i) => {
    byResponse.set(r.responseId, [...(byResponse.get(r.responseId) ?? []), i]);
  });
  for (const [responseId, indexes] of byResponse) {
    await likeOneResponse(db, responseId, indexes, requests, outcomes);
  }
  return outcomes;
}

async function likeOneResponse(
  db: DbOrTx,
  responseId: number,
  indexes: number[],
  requests: LikeRequest[],
  outcomes: Outcome<LikeState>[],
): Promise<void> {
  let pending = indexes;
  for (let attempt = 0; attempt < ATTEMPTS && pending.length > 0; attempt++) {
    const actorIds = [...new Set(pending.map((i) => requests[i].actor.id))];
    // With each member, whether a block stands between them and the author (the author's own block first).
    const rows = await queryShapeRows<
      LikeTarget & { actorId: number; actorName: string; block: Exclude<BlockSide, 'none'> | null }
    >(
      db,
      sql`select r.user_id as "userId", r.question_id as "questionId", r.is_public as "isPublic",
          r.is_hidden as "isHidden", q.title as "questionTitle", a.id as "actorId", a.display_name as "actorName",
          (select case when b.blocker_id = r.user_id then 'blocked' else 'actor' end from blocks b
            where (b.blocker_id = r.user_id and b.blocked_id = a.id) or (b.blocker_id = a.id and b.blocked_id = r.user_id)
            order by b.blocker_id = r.user_id desc limit 1) as block
        from responses r join questions q on q.id = r.question_id
          join users a on a.id = any(${new Param(actorIds)}::int[])
        where r.id = ${responseId}`,
    );
    if (rows.length === 0) break;
    const target = rows[0];
    const names = new Map(rows.map((row) => [row.actorId, row.actorName]));
    const blocked = new Map(rows.map((row) => [row.actorId, row.block]));
    const allowed = pending.filter((i) => {
      const ok = names.has(requests[i].actor.id) && canInteractWithResponse(requests[i].actor, target);
      if (!ok) outcomes[i] = { ok: false, error: notFound(RESPONSE_NOT_FOUND) };
      // A like across a block is refused (decision 070); taking one back never is.
      const block = blocked.get(requests[i].actor.id);
      if (ok && block && requests[i].like) {
        outcomes[i] = { ok: false, error: blockRefusal(block) ?? notFound(RESPONSE_NOT_FOUND) };
        return false;
      }
      return ok;
    });
    pending = [];
    const rounds = roundsOf(allowed, (i) => requests[i].actor.id);
    for (let r = 0; r < rounds.length; r++) {
      const round = rounds[r];
      const facts = round.map((i) => ({
        responseId,
        authorId: target.userId,
        questionId: target.questionId,
        questionTitle: target.questionTitle,
        actorId: requests[i].actor.id,
        actorName: names.get(requests[i].actor.id) ?? '',
      }));
      const wishes = round.map((i) => requests[i].like);
      const [state] = await queryShapeRows<{ found: number; likesCount: number }>(
        db,
        likeStatement(responseId, target, facts, wishes),
      );
      if (state.found === 0) {
        // Its visibility changed since the read: read it again for this round and the ones after.
        pending = rounds.slice(r).flat();
        break;
      }
      for (const i of round)
        outcomes[i] = { ok: true, value: { liked: requests[i].like, likesCount: state.likesCount } };
    }
  }
  for (const i of pending) outcomes[i] = { ok: false, error: notFound(RESPONSE_NOT_FOUND) };
  for (const i of indexes) outcomes[i] ??= { ok: false, error: notFound(RESPONSE_NOT_FOUND) };
}

/** Splits items into rounds in which each member appears once, keeping each member's requests in order. */
function roundsOf(items: number[], memberOf: (item: number) => number): number[][] {
  const rounds: number[][] = [];
  const seen = new Map<number, number>();
  for (const item of items) {
    const member = memberOf(item);
    const r = seen.get(member) ?? 0;
    seen.set(member, r + 1);
    if (r === rounds.length) rounds.push([]);
    rounds[r].push(item);
  }
  return rounds;
}

/**
 * The response is locked FOR KEY SHARE (it cannot be deleted under the likes) only while it is as it was
 * read, so a response hidden or made private in between is not liked; the statement then finds nothing.
 */
function likeStatement(responseId: number, target: LikeTarget, likes: LikeFacts[], wishes: boolean[]): SQL {
  const ids = (values: number[]) => sql`${new Param(values)}::int[]`;
  // In id order, so statements of several processes take the like rows' locks in one order.
  const adding = likes
    .filter((_, i) => wishes[i])
    .map((l) => l.actorId)
    .sort((a, b) => a - b);
  const removing = likes
    .filter((_, i) => !wishes[i])
    .map((l) => l.actorId)
    .sort((a, b) => a - b);
  const notification = likeNotifications(
    likes.filter((_, i) => wishes[i]),
    sql`added`,
  );
  return sql`
    with target as (
      select id from responses
      where id = ${responseId} and user_id = ${target.userId}
        and is_public = ${target.isPublic} and is_hidden = ${target.isHidden}
      for key share
    ),
    added as (
      insert into likes (response_id, user_id) select target.id, a.user_id from target, unnest(${ids(adding)}) a(user_id)
      on conflict do nothing returning user_id
    ),
    removed as (
      delete from likes where response_id = ${responseId} and user_id = any(${ids(removing)})
        and exists (select 1 from target)
      returning user_id
    ),
    counted as (
      update responses set likes_count = likes_count + (select count(*) from added)::int - (select count(*) from removed)::int
      where id = ${responseId} and (exists (select 1 from added) or exists (select 1 from removed))
      returning likes_count
    )${notification ? sql`, told as (${notification})` : sql``}
    select (select count(*) from target)::int as found,
      coalesce((select likes_count from counted), (select likes_count from responses where id = ${responseId}))
        as "likesCount"`;
}
