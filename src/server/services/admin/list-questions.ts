/** GET /api/admin/questions: every question, newest first (the questions_created_at index's order). */
import { count, desc } from 'drizzle-orm';
import type { PagingInput } from '../../../shared/schemas/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { type QuestionRow, questions } from '../../db/schema/index.js';

export type AdminQuestionRow = Pick<
  QuestionRow,
  | 'id'
  | 'title'
  | 'description'
  | 'imageUrl'
  | 'isTrending'
  | 'endDate'
  | 'answersCount'
  | 'createdAt'
  | 'updatedAt'
>;

/** The columns of AdminQuestionRow, for selects and returning(). */
export const adminQuestionColumns = {
  id: questions.id,
  title: questions.title,
  description: questions.description,
  imageUrl: questions.imageUrl,
  isTrending: questions.isTrending,
  endDate: questions.endDate,
  answersCount: questions.answersCount,
  createdAt: questions.createdAt,
  updatedAt: questions.updatedAt,
};

export async function listAdminQuestions(
  db: DbOrTx,
  paging: PagingInput,
): Promise<{ rows: AdminQuestionRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(adminQuestionColumns)
      .from(questions)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(questions),
  ]);
  return { rows, total };
}
