import { Param, type SQL, sql } from 'drizzle-orm';
import { type Actor, canInteractWithResponse, OWN_LIKE_REFUSED } from '../../../shared/policies/response.js';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import type { BatchWriter, Outcome, WriteBatch } from '../../db/write-batch.js';
import { type LikeFacts, likeNotifications } from '../../events/notifications-processor.js';
import { forbidden, notFound } from '../../lib/http-error.js';
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
 * Sets a like through the app's write batch (db/write-batch.ts): the route calls this. Every like of this
 * process is queued on one lane (decisions 093, 124), so a batch holds the likes of many responses: one
 * transaction, one read and one statement per round for all of them, and one wait for the disk. While a batch
 * runs, the likes that arrive wait for the next one, so batches grow with the load. One lane also means two
 * batches of one process never write the same response or like rows at once. This promise settles after the
 * batch's commit.
 */
export function queueLike(writes: WriteBatch, request: LikeRequest): Promise<LikeState> {
  return writes.run(likeWriter, 'likes', request);
}

/** The batch's way back into this service (the turn of db/write-batch.ts). */
export const likeWriter: BatchWriter<LikeRequest, LikeState> = { writeAll: likeResponses };

/** A response and a member wishing to like it, as the read finds them. */
type PairRow = LikeTarget & {
  responseId: number;
  actorId: number;
  actorName: string;
  block: Exclude<BlockSide, 'none'> | null;
};

/**
 * Sets many members' likes of many responses: one read (may each member like the response? what would their
 * notification say?) and one statement per round, a round holding each member once per response, in the
 * order asked. The statement inserts and deletes the like rows, moves each response's stored likes_count by
 * the rows actually inserted minus those deleted and writes a notification for each new like of someone
 * else's response: so the count equals the rows however many toggles race, and a notification exists if and
 * only if its like committed. Each member is answered with the response's count after their round.
 *
 * It commits like every other write, once its write-ahead log is on disk: an acknowledged like survives a
 * database crash (decision 026); the batch makes that one disk wait for many likes (decisions 034, 093).
 */
export async function likeResponses(db: DbOrTx, requests: LikeRequest[]): Promise<Outcome<LikeState>[]> {
  const outcomes: Outcome<LikeState>[] = new Array(requests.length);
  let pending = requests.map((_, i) => i);
  for (let attempt = 0; attempt < ATTEMPTS && pending.length > 0; attempt++) {
    const targets = await readPairs(db, pending, requests);
    const allowed = pending.filter((i) => {
      const request = requests[i];
      const target = targets.get(pairKey(request.responseId, request.actor.id));
      const ok = target !== undefined && canInteractWithResponse(request.actor, target);
      if (!ok) {
        outcomes[i] = { ok: false, error: notFound(RESPONSE_NOT_FOUND) };
        return false;
      }
      // Members like others' lists (canLikeResponse); an own like from before this rule may still be taken back.
      if (request.like && request.actor.id === target.userId) {
        outcomes[i] = { ok: false, error: forbidden(OWN_LIKE_REFUSED) };
        return false;
      }
      // A like across a block is refused (decision 070); taking one back never is.
      if (target.block && request.like) {
        outcomes[i] = { ok: false, error: blockRefusal(target.block) ?? notFound(RESPONSE_NOT_FOUND) };
        return false;
      }
      return true;
    });
    pending = [];
    const rounds = roundsOf(allowed, (i) => pairKey(requests[i].responseId, requests[i].actor.id));
    for (let r = 0; r < rounds.length; r++) {
      const round = rounds[r];
      const likes = round.map((i) => {
        const request = requests[i];
        const target = targets.get(pairKey(request.responseId, request.actor.id)) as PairRow;
        return { request, target };
      });
      const states = await queryShapeRows<{ responseId: number; likesCount: number }>(
        db,
        likeStatement(likes),
      );
      const counts = new Map(states.map((row) => [row.responseId, row.likesCount]));
      for (const i of round) {
        const count = counts.get(requests[i].responseId);
        // Its visibility changed since the read: read it again for this round and the ones after.
        if (count === undefined) pending.push(i);
        else outcomes[i] = { ok: true, value: { liked: requests[i].like, likesCount: count } };
      }
      if (pending.length > 0) {
        pending.push(...rounds.slice(r + 1).flat());
        break;
      }
    }
  }
  for (const i of pending) outcomes[i] = { ok: false, error: notFound(RESPONSE_NOT_FOUND) };
  requests.forEach((_, i) => {
    outcomes[i] ??= { ok: false, error: notFound(RESPONSE_NOT_FOUND) };
  });
  return outcomes;
}

const pairKey = (responseId: number, actorId: number) => `${responseId}:${actorId}`;

/**
 * Each asked response with each member asking, in one statement: the response as the likes see it, the
 * member's name and whether a block stands between them and the author (the author's own block first).
 */
async function readPairs(
  db: DbOrTx,
  indexes: number[],
  requests: LikeRequest[],
): Promise<Map<string, PairRow>> {
  const pairs = new Map(indexes.map((i) => [pairKey(requests[i].responseId, requests[i].actor.id), i]));
  const responseIds = [...pairs.values()].map((i) => requests[i].responseId);
  const actorIds = [...pairs.values()].map((i) => requests[i].actor.id);
  const rows = await queryShapeRows<PairRow>(
    db,
    sql`select r.id as "responseId", r.user_id as "userId", r.question_id as "questionId",
        r.is_public as "isPublic", r.is_hidden as "isHidden", q.title as "questionTitle", a.id as "actorId",
        a.display_name as "actorName",
        (select case when b.blocker_id = r.user_id then 'blocked' else 'actor' end from blocks b
          where (b.blocker_id = r.user_id and b.blocked_id = a.id) or (b.blocker_id = a.id and b.blocked_id = r.user_id)
          order by b.blocker_id = r.user_id desc limit 1) as block
      from unnest(${new Param(responseIds)}::int[], ${new Param(actorIds)}::int[]) p(response_id, actor_id)
        join responses r on r.id = p.response_id
        join questions q on q.id = r.question_id
        join users a on a.id = p.actor_id`,
  );
  return new Map(rows.map((row) => [pairKey(row.responseId, row.actorId), row]));
}

/** Splits items into rounds in which each key appears once, keeping each key's requests in order. */
function roundsOf(items: number[], keyOf: (item: number) => string): number[][] {
  const rounds: number[][] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    const r = seen.get(key) ?? 0;
    seen.set(key, r + 1);
    if (r === rounds.length) rounds.push([]);
    rounds[r].push(item);
  }
  return rounds;
}

/**
 * The round's likes in one statement. Each response is locked FOR KEY SHARE (it cannot be deleted under the
 * likes) only while it is as it was read, so a response hidden or made private in between is not liked; the
 * statement then answers no row for it. Responses and like rows are taken in id order, so statements of
 * several processes take their locks in one order. Answers each found response's likes_count after the round.
 */
function likeStatement(likes: { request: LikeRequest; target: PairRow }[]): SQL {
  const ints = (values: number[]) => sql`${new Param(values)}::int[]`;
  const bools = (values: boolean[]) => sql`${new Param(values)}::boolean[]`;
  const targets = [...new Map(likes.map((l) => [l.request.responseId, l.target])).entries()].sort(
    ([a], [b]) => a - b,
  );
  const wishes = [...likes].sort(
    (a, b) => a.request.responseId - b.request.responseId || a.request.actor.id - b.request.actor.id,
  );
  const facts: LikeFacts[] = likes
    .filter((l) => l.request.like)
    .map(({ request, target }) => ({
      responseId: request.responseId,
      authorId: target.userId,
      questionId: target.questionId,
      questionTitle: target.questionTitle,
      actorId: request.actor.id,
      actorName: target.actorName,
    }));
  const notification = likeNotifications(facts, sql`added`);
  return sql`
    with target as (
      select r.id, r.likes_count from responses r
        join unnest(${ints(targets.map(([id]) => id))}, ${ints(targets.map(([, t]) => t.userId))},
          ${bools(targets.map(([, t]) => t.isPublic))}, ${bools(targets.map(([, t]) => t.isHidden))})
          as t(id, user_id, is_public, is_hidden)
          on r.id = t.id and r.user_id = t.user_id and r.is_public = t.is_public and r.is_hidden = t.is_hidden
      order by r.id
      for key share of r
    ),
    wish as (
      select w.response_id, w.user_id, w.adding
      from unnest(${ints(wishes.map((l) => l.request.responseId))}, ${ints(wishes.map((l) => l.request.actor.id))},
        ${bools(wishes.map((l) => l.request.like))}) as w(response_id, user_id, adding)
      where w.response_id in (select id from target)
    ),
    added as (
      insert into likes (response_id, user_id)
      select response_id, user_id from wish where adding order by response_id, user_id
      on conflict do nothing returning response_id, user_id
    ),
    removed as (
      delete from likes l using wish w
      where not w.adding and l.response_id = w.response_id and l.user_id = w.user_id
      returning l.response_id, l.user_id
    ),
    moved as (
      select response_id, sum(n)::int as n from (
        select response_id, 1 as n from added union all select response_id, -1 from removed) m
      group by response_id
    ),
    counted as (
      update responses r set likes_count = r.likes_count + moved.n
      from moved where r.id = moved.response_id and moved.n <> 0
      returning r.id, r.likes_count
    )${notification ? sql`, told as (${notification})` : sql``}
    select t.id as "responseId", coalesce(c.likes_count, t.likes_count) as "likesCount"
    from target t left join counted c on c.id = t.id`;
}
