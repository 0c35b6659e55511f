/**
 * GET /api/admin/questions: every question, newest first (the questions_created_at index's order), paged by
 * keyset (decision 043); the total counted up to the cap.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { FeedPagingInput } from '../../../shared/schemas/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { type QuestionRow, questions } from '../../db/schema/index.js';
import { afterCursor, feedWindow, microsOf, takePage } from '../../lib/keyset.js';
import { type AdminPage, totalAfterPage } from './admin-paging.js';

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

/** A page of questions after the cursor: ids from questions_created_at, then only those rows. */
export async function listAdminQuestions(
  db: DbOrTx,
  paging: FeedPagingInput,
): Promise<AdminPage<AdminQuestionRow>> {
  const window = feedWindow(paging);
  const page = db
    .select({ id: questions.id, at: questions.createdAt })
    .from(questions)
    .where(afterCursor(sql`${questions.createdAt}`, sql`${questions.id}`, window.after))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(window.limit + 1)
    .offset(window.offset)
    .as('page');
  const picked = await db
    .select({ ...adminQuestionColumns, sortMicros: microsOf(sql`${page.at}`).mapWith(String) })
    .from(page)
    .innerJoin(questions, eq(questions.id, page.id))
    .orderBy(desc(page.at), desc(page.id));
  const taken = takePage(picked, window);
  const count = await totalAfterPage(db, sql`select 1 from ${questions}`, window, taken);
  return { rows: taken.rows.map(({ sortMicros: _, ...row }) => row), count, nextCursor: taken.nextCursor };
}
