/**
 * GET /api/admin/responses: every response, newest first, private and hidden ones included, optionally of one
 * question. A page is one query with the author and question joined.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PagingInput } from '../../../shared/schemas/paging.js';
import { type DbOrTx, queryRows } from '../../db/client.js';

export interface AdminResponseRow {
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
  isHidden: boolean;
  version: number;
  likesCount: number;
  commentsCount: number;
  createdAt: Date | string;
}

export async function listAdminResponses(
  db: DbOrTx,
  filter: { questionId?: number },
  paging: PagingInput,
): Promise<{ rows: AdminResponseRow[]; total: number }> {
  const where: SQL = filter.questionId === undefined ? sql`true` : sql`r.question_id = ${filter.questionId}`;
  const [rows, [{ total }]] = await Promise.all([
    queryRows<AdminResponseRow>(
      db,
      sql`
        select r.id, r.question_id as "questionId", q.title as "questionTitle",
          u.id as "userId", u.username, u.display_name as "displayName", u.profile_picture as "profilePicture",
          r.answers, r.answer_images as "answerImages", r.is_public as "isPublic", r.is_hidden as "isHidden",
          r.version, r.likes_count as "likesCount", r.comments_count as "commentsCount", r.created_at as "createdAt"
        from responses r
        join users u on u.id = r.user_id
        join questions q on q.id = r.question_id
        where ${where}
        order by r.created_at desc, r.id desc
        limit ${paging.limit} offset ${(paging.page - 1) * paging.limit}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from responses r where ${where}`),
  ]);
  return { rows, total };
}
