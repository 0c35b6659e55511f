/**
 * The response feeds: a question's responses and the site's recent responses, newest first, public and not
 * hidden only (a member's Answers and Liked tabs are in services/users/user-responses.ts, on the same
 * reader). A page is picked from an index alone (lib/keyset.ts: after a cursor, or a page number's offset
 * walked in the index), then only its rows are joined to their author and question; the viewer's likes are
 * looked up for those ids only. Totals are stored counts kept by triggers (questions.public_responses_count,
 * the 'public_responses' site counter), so no page counts rows.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FeedPagingInput } from '../../../shared/schemas/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { likes } from '../../db/schema/index.js';
import {
  afterCursor,
  type FeedWindow,
  feedWindow,
  microsOf,
  takePage,
  windowLimit,
} from '../../lib/keyset.js';
import {
  deepPick,
  type MarkedList,
  questionFeed,
  readByMarks,
  recentFeed,
  walksFromNewest,
} from './feed-marks.js';

export interface ResponseFeedRow {
  id: number;
  questionId: number;
  questionTitle: string;
  userId: number;
  username: string;
  displayName: string;
  profilePicture: string | null;
  answers: string[];
  answerImages: string[] | null;
  isPublic: boolean;
  /** Hidden by an approved report: only its author and admins ever get such a row. */
  isHidden: boolean;
  version: number;
  likesCount: number;
  commentsCount: number;
  isLiked: boolean;
  createdAt: Date | string;
}

/** One page of a feed, its total, and the cursor after its last row (null on the last page). */
export interface ResponseFeedPage {
  rows: ResponseFeedRow[];
  total: number;
  nextCursor: string | null;
}

/** A page's rows as anyone sees them: the viewer's likes are added by readFeedPage. */
export type PickedResponseRow = Omit<ResponseFeedRow, 'isLiked'>;

/**
 * The rows of one page, joined to their author and question. `pick` selects `id` (a response id) and `at`
 * (the order timestamp) of the page's responses, newest first, with the window's limit: it must read an
 * index only. Also the admin's Responses list (services/admin/list-responses.ts).
 */
export async function readPickedResponses(
  db: DbOrTx,
  pick: SQL,
  window: FeedWindow,
  total?: SQL,
): Promise<{ rows: PickedResponseRow[]; nextCursor: string | null; total: number | null }> {
  // Prepared by its shape (decision 089): a cursor page's plan is made once per connection. `total`, a
  // statement answering one count, is read beside the rows (on each, once): one round trip, not two.
  const picked = await queryShapeRows<PickedResponseRow & { sortMicros: string; total: number | null }>(
    db,
    sql`
      with page as materialized (${pick})
      select ${total ? sql`(${total})` : sql`null::int`} as total, r.id, r.question_id as "questionId", q.title as "questionTitle",
        u.id as "userId", u.username, u.display_name as "displayName", u.profile_picture as "profilePicture",
        to_json(r.answers) as answers, to_json(r.answer_images) as "answerImages", r.is_public as "isPublic", r.is_hidden as "isHidden",
        r.version, r.likes_count as "likesCount", r.comments_count as "commentsCount",
        r.created_at as "createdAt", ${microsOf(sql`p.at`)} as "sortMicros"
      from page p
      join responses r on r.id = p.id
      join users u on u.id = r.user_id
      join questions q on q.id = r.question_id
      order by p.at desc, p.id desc`,
  );
  const { rows, nextCursor } = takePage(picked, window);
  return {
    rows: rows.map(({ sortMicros: _, total: __, ...row }) => row),
    nextCursor,
    total: picked[0]?.total ?? null,
  };
}

/** The rows of one page, with whether the viewer likes each (see readPickedResponses for `pick`). */
export async function readFeedPage(
  db: DbOrTx,
  pick: SQL,
  viewerId: number | null,
  window: FeedWindow,
  total?: SQL,
): Promise<{ rows: ResponseFeedRow[]; nextCursor: string | null; total: number | null }> {
  const { rows, nextCursor, total: counted } = await readPickedResponses(db, pick, window, total);
  const liked = await likedAmong(
    db,
    viewerId,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => ({ ...row, isLiked: liked.has(row.id) })), nextCursor, total: counted };
}

/** Which of `responseIds` the viewer likes: one primary-key probe per id, never the viewer's whole history. */
export async function likedAmong(
  db: DbOrTx,
  viewerId: number | null,
  responseIds: number[],
): Promise<Set<number>> {
  if (!viewerId || responseIds.length === 0) return new Set();
  const rows = await likedAmongStatement(db).execute({ viewerId, responseIds });
  return new Set(rows.map((row) => row.id));
}

const likedAmongStatement = preparedPerDatabase((db) =>
  db
    .select({ id: likes.responseId })
    .from(likes)
    .where(
      and(
        eq(likes.userId, sql.placeholder('viewerId')),
        sql`${likes.responseId} = any(${sql.placeholder('responseIds')}::int[])`,
      ),
    )
    .prepare('liked_among'),
);

/** Shown responses matching `where`, newest first, in the window: reads responses_*_feed indexes only. */
function pickShown(where: SQL, window: FeedWindow): SQL {
  return sql`
    select r.id, r.created_at as at from responses r
    where r.is_public and not r.is_hidden and ${where}
      and ${afterCursor(sql`r.created_at`, sql`r.id`, window.after)}
    order by r.created_at desc, r.id desc
    ${windowLimit(window)}`;
}

/** A question's feed and its total; null when the question does not exist. */
export function listQuestionResponses(
  db: DbOrTx,
  questionId: number,
  viewerId: number | null,
  paging: FeedPagingInput,
): Promise<ResponseFeedPage | null> {
  const window = feedWindow(paging);
  const storedTotal = sql`select public_responses_count as total from questions where id = ${questionId}`;
  const pick = pickShown(sql`r.question_id = ${questionId}`, window);
  return readShownFeed(db, questionFeed(questionId), storedTotal, pick, viewerId, window);
}

/** The site's recent responses and their total. */
export async function listRecentResponses(
  db: DbOrTx,
  viewerId: number | null,
  paging: FeedPagingInput,
): Promise<ResponseFeedPage> {
  const window = feedWindow(paging);
  const storedTotal = sql`select coalesce(sum(value), 0)::int as total from site_counters where name = 'public_responses'`;
  const page = await readShownFeed(
    db,
    recentFeed,
    storedTotal,
    pickShown(sql`true`, window),
    viewerId,
    window,
  );
  if (!page) throw new Error('the site counter of shown responses reads no row');
  return page;
}

/**
 * A page of shown responses (`pick`, walked from the newest) and the list's stored total, null when that reads
 * no row. The page and its total are read in one statement (decision 128): a page after a cursor or near the
 * top walked from the newest, a deep page through its mark (feed-marks.ts; decisions 090 and 152). Only when
 * the page comes back empty (a mark not written yet, a page past the end, no such question) is the total read
 * on its own, and a deep page then read from its page index.
 */
async function readShownFeed(
  db: DbOrTx,
  list: MarkedList,
  storedTotal: SQL,
  pick: SQL,
  viewerId: number | null,
  window: FeedWindow,
): Promise<ResponseFeedPage | null> {
  const walked = walksFromNewest(window);
  const first = walked ? pick : deepPick(list, storedTotal, window);
  const page = await readFeedPage(db, first, viewerId, window, storedTotal);
  if (page.total !== null) return { ...page, total: page.total };
  const [stored] = await queryShapeRows<{ total: number }>(db, storedTotal);
  if (!stored) return null;
  if (walked) return { rows: [], nextCursor: null, total: stored.total };
  const deep =
    (await readByMarks(db, list, stored.total, window, (marked) =>
      readFeedPage(db, marked, viewerId, window),
    )) ?? (await readFeedPage(db, pick, viewerId, window));
  return { ...deep, total: stored.total };
}
