/**
 * A profile's Answers and Liked tabs. Others see public, unhidden responses only; the owner also sees their
 * private and hidden ones on their own profile. One query per page (author, question and the viewer's like
 * joined), one count.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PagingInput } from '../../../shared/schemas/paging.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import type { ResponseFeedRow } from '../answers/list-responses.js';

const feedColumns = (viewerId: number | null) => sql`
  r.id, r.question_id as "questionId", q.title as "questionTitle",
  u.id as "userId", u.username, u.display_name as "displayName", u.profile_picture as "profilePicture",
  r.answers, r.answer_images as "answerImages", r.is_public as "isPublic", r.is_hidden as "isHidden", r.version,
  r.likes_count as "likesCount", r.comments_count as "commentsCount",
  ${viewerId ? sql`exists (select 1 from likes vl where vl.response_id = r.id and vl.user_id = ${viewerId})` : sql`false`} as "isLiked",
  r.created_at as "createdAt"`;

/** What the viewer may see of responses by anyone: public and unhidden, or their own. */
const visibleTo = (viewerId: number | null): SQL =>
  viewerId
    ? sql`((r.is_public and not r.is_hidden) or r.user_id = ${viewerId})`
    : sql`(r.is_public and not r.is_hidden)`;

/** One page of feed rows and how many rows there are in all. */
export interface ResponseRowsPage {
  rows: ResponseFeedRow[];
  total: number;
}

async function page(db: DbOrTx, rowsQuery: SQL, countQuery: SQL): Promise<ResponseRowsPage> {
  const [rows, [{ total }]] = await Promise.all([
    queryRows<ResponseFeedRow>(db, rowsQuery),
    queryRows<{ total: number }>(db, countQuery),
  ]);
  return { rows, total };
}

/** The Answers tab of `ownerId`'s profile, newest first. */
export function listUserResponses(db: DbOrTx, ownerId: number, viewerId: number | null, paging: PagingInput) {
  const where = sql`r.user_id = ${ownerId} and ${visibleTo(viewerId)}`;
  return page(
    db,
    sql`select ${feedColumns(viewerId)}
      from responses r join users u on u.id = r.user_id join questions q on q.id = r.question_id
      where ${where}
      order by r.created_at desc, r.id desc
      limit ${paging.limit} offset ${(paging.page - 1) * paging.limit}`,
    sql`select count(*)::int as total from responses r where ${where}`,
  );
}

/** The Liked tab: responses `likerId` liked that the viewer may see, most recently liked first. */
export function listLikedResponses(
  db: DbOrTx,
  likerId: number,
  viewerId: number | null,
  paging: PagingInput,
) {
  const where = sql`l.user_id = ${likerId} and ${visibleTo(viewerId)}`;
  return page(
    db,
    sql`select ${feedColumns(viewerId)}
      from likes l join responses r on r.id = l.response_id
      join users u on u.id = r.user_id join questions q on q.id = r.question_id
      where ${where}
      order by l.created_at desc, r.id desc
      limit ${paging.limit} offset ${(paging.page - 1) * paging.limit}`,
    sql`select count(*)::int as total from likes l join responses r on r.id = l.response_id where ${where}`,
  );
}
