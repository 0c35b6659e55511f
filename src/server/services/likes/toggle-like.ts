import { type SQL, sql } from 'drizzle-orm';
import { type Actor, canInteractWithResponse } from '../../../shared/policies/response.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { likeNotification } from '../../events/notifications-processor.js';
import { notFound } from '../../lib/http-error.js';
import { RESPONSE_NOT_FOUND } from './response-access.js';

/** Whether the member now likes the response, and its stored count after the change. */
export interface LikeState {
  liked: boolean;
  likesCount: number;
}

/** The response as the like sees it: who may like it, and what the like notification says. */
interface LikeTarget {
  userId: number;
  questionId: number;
  isPublic: boolean;
  isHidden: boolean;
  questionTitle: string;
  actorName: string;
}

/** A response that changes its visibility between the read and the write is read again, this many times. */
const ATTEMPTS = 3;

/**
 * Sets whether the member likes a response. Idempotent: liking twice is one like. One read (may the member
 * like it? what would the notification say?), then one statement that inserts or deletes the like row,
 * moves the stored likes_count by the rows actually inserted or deleted and, for a new like of someone else's
 * response, writes their notification: so the count equals the rows however many toggles race, and a
 * notification exists if and only if its like committed. Being one statement, it holds the response row
 * only while the database runs it: toggles on one popular response queue on no round trip to this process.
 *
 * It commits like every other write, once its write-ahead log is on disk: an acknowledged like survives a
 * database crash (decision 026).
 */
export async function toggleLike(
  db: DbOrTx,
  input: { responseId: number; actor: Actor; like: boolean },
): Promise<LikeState> {
  const { responseId, actor, like } = input;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [target] = await queryRows<LikeTarget>(
      db,
      sql`select r.user_id as "userId", r.question_id as "questionId", r.is_public as "isPublic",
          r.is_hidden as "isHidden", q.title as "questionTitle", a.display_name as "actorName"
        from responses r join questions q on q.id = r.question_id join users a on a.id = ${actor.id}
        where r.id = ${responseId}`,
    );
    if (!target || !canInteractWithResponse(actor, target)) break;
    const [state] = await queryRows<{ found: number; likesCount: number }>(
      db,
      likeStatement(responseId, actor.id, like, target),
    );
    if (state.found > 0) return { liked: like, likesCount: state.likesCount };
  }
  throw notFound(RESPONSE_NOT_FOUND);
}

/**
 * The response is locked FOR KEY SHARE (it cannot be deleted under the like) only while it is as it was
 * read, so a response hidden or made private in between is not liked; the statement then finds nothing.
 */
function likeStatement(responseId: number, actorId: number, like: boolean, target: LikeTarget): SQL {
  const change = like
    ? sql`insert into likes (response_id, user_id) select id, ${actorId} from target
        on conflict do nothing returning response_id`
    : sql`delete from likes using target where likes.response_id = target.id and likes.user_id = ${actorId}
        returning likes.response_id`;
  const notification = like
    ? likeNotification(
        {
          responseId,
          authorId: target.userId,
          questionId: target.questionId,
          questionTitle: target.questionTitle,
          actorId,
          actorName: target.actorName,
        },
        sql`exists (select 1 from changed)`,
      )
    : null;
  return sql`
    with target as (
      select id from responses
      where id = ${responseId} and user_id = ${target.userId}
        and is_public = ${target.isPublic} and is_hidden = ${target.isHidden}
      for key share
    ),
    changed as (${change}),
    counted as (
      update responses set likes_count = likes_count ${like ? sql`+` : sql`-`} (select count(*) from changed)::int
      where id = ${responseId} and exists (select 1 from changed)
      returning likes_count
    )${notification ? sql`, told as (${notification})` : sql``}
    select (select count(*) from target)::int as found,
      coalesce((select likes_count from counted), (select likes_count from responses where id = ${responseId}))
        as "likesCount"`;
}
