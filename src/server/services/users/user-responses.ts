/**
 * A profile's Answers and Liked tabs. Others see public, unhidden responses only; the owner also sees their
 * private and hidden ones on their own profile. A page is picked from an index (responses_user_shown for
 * others, responses_user for the owner, likes_user_recent for Liked) and only its rows are joined
 * (answers/list-responses.ts). The Answers total for others is a stored count; the owner's and the Liked totals count their own rows.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FeedPagingInput } from '../../../shared/schemas/paging.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { afterCursor, feedWindow, windowLimit } from '../../lib/keyset.js';
import { type ResponseFeedPage, readFeedPage } from '../answers/list-responses.js';

/** What the viewer may see of responses by anyone: public and unhidden, or their own. */
const visibleTo = (viewerId: number | null): SQL =>
  viewerId
    ? sql`((r.is_public and not r.is_hidden) or r.user_id = ${viewerId})`
    : sql`(r.is_public and not r.is_hidden)`;

/** The Answers tab of `ownerId`'s profile, newest first. */
export async function listUserResponses(
  db: DbOrTx,
  ownerId: number,
  viewerId: number | null,
  paging: FeedPagingInput,
): Promise<ResponseFeedPage> {
  const window = feedWindow(paging);
  const own = viewerId === ownerId;
  // Others: the stored count of shown answers. The owner: a count on responses_user (one row a question).
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    own
      ? sql`select count(*)::int as total from responses where user_id = ${ownerId}`
      : sql`select public_answers_count as total from users where id = ${ownerId}`,
  );
  const pick = sql`
    select r.id, r.created_at as at from responses r
    where r.user_id = ${ownerId} and ${own ? sql`true` : sql`r.is_public and not r.is_hidden`}
      and ${afterCursor(sql`r.created_at`, sql`r.id`, window.after)}
    order by r.created_at desc, r.id desc
    ${windowLimit(window)}`;
  return { ...(await readFeedPage(db, pick, viewerId, window)), total };
}

/** The Liked tab: responses `likerId` liked that the viewer may see, most recently liked first. */
export async function listLikedResponses(
  db: DbOrTx,
  likerId: number,
  viewerId: number | null,
  paging: FeedPagingInput,
): Promise<ResponseFeedPage> {
  const window = feedWindow(paging);
  const where = sql`l.user_id = ${likerId} and ${visibleTo(viewerId)}`;
  const pick = sql`
    select l.response_id as id, l.created_at as at
    from likes l join responses r on r.id = l.response_id
    where ${where} and ${afterCursor(sql`l.created_at`, sql`l.response_id`, window.after)}
    order by l.created_at desc, l.response_id desc
    ${windowLimit(window)}`;
  const [page, [{ total }]] = await Promise.all([
    readFeedPage(db, pick, viewerId, window),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from likes l join responses r on r.id = l.response_id where ${where}`,
    ),
  ]);
  return { ...page, total };
}
