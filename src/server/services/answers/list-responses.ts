/**
 * The response feeds: a question's responses and the site's recent responses, newest first, public and not
 * hidden only. A page is ONE query (author and question joined, the viewer's like as an EXISTS), and the
 * total is a stored count kept by a trigger on responses (questions.public_responses_count and the
 * 'public_responses' site counter), so no page counts rows.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.js';

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

export interface FeedPage {
  page: number;
  limit: number;
}

async function selectFeed(
  db: DbOrTx,
  where: SQL,
  viewerId: number | null,
  { page, limit }: FeedPage,
): Promise<ResponseFeedRow[]> {
  const isLiked = viewerId
    ? sql`exists (select 1 from likes l where l.response_id = r.id and l.user_id = ${viewerId})`
    : sql`false`;
  return queryRows<ResponseFeedRow>(
    db,
    sql`
      select r.id, r.question_id as "questionId", q.title as "questionTitle",
        u.id as "userId", u.username, u.display_name as "displayName", u.profile_picture as "profilePicture",
        r.answers, r.answer_images as "answerImages", r.is_public as "isPublic", r.is_hidden as "isHidden", r.version,
        r.likes_count as "likesCount", r.comments_count as "commentsCount", ${isLiked} as "isLiked",
        r.created_at as "createdAt"
      from responses r
      join users u on u.id = r.user_id
      join questions q on q.id = r.question_id
      where r.is_public and not r.is_hidden and ${where}
      order by r.created_at desc, r.id desc
      limit ${limit} offset ${(page - 1) * limit}`,
  );
}

/** A question's feed and its total; null when the question does not exist. */
export async function listQuestionResponses(
  db: DbOrTx,
  questionId: number,
  viewerId: number | null,
  paging: FeedPage,
): Promise<{ rows: ResponseFeedRow[]; total: number } | null> {
  const [question] = await queryRows<{ total: number }>(
    db,
    sql`select public_responses_count as total from questions where id = ${questionId}`,
  );
  if (!question) return null;
  const rows = await selectFeed(db, sql`r.question_id = ${questionId}`, viewerId, paging);
  return { rows, total: question.total };
}

/** The site's recent responses and their total. */
export async function listRecentResponses(
  db: DbOrTx,
  viewerId: number | null,
  paging: FeedPage,
): Promise<{ rows: ResponseFeedRow[]; total: number }> {
  const [counter] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(value), 0)::int as total from site_counters where name = 'public_responses'`,
  );
  const rows = await selectFeed(db, sql`true`, viewerId, paging);
  return { rows, total: counter.total };
}
