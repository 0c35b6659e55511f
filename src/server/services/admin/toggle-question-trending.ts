/**
 * POST /api/admin/questions/:id/toggle-trending: Normal <-> Trending (docs/product.md section 4, Question).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { questions } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { setQuestionTrending } from '../notifications/question-trending.js';
import type { AdminActor } from './actor.js';
import { recordAudit } from './audit.js';
import { QUESTION_NOT_FOUND } from './update-question.js';

/**
 * Flips the flag under the question's row lock (two admins toggling at once end where two toggles lead) and
 * records it. Turning it on tells everyone who answered, public or private, but each member only the first
 * time the question goes trending (trending_notices).
 */
export async function toggleQuestionTrending(
  db: DbOrTx,
  actor: AdminActor,
  questionId: number,
): Promise<{ id: number; isTrending: boolean }> {
  return db.transaction(async (tx) => {
    const [question] = await tx
      .select({ isTrending: questions.isTrending, title: questions.title })
      .from(questions)
      .where(eq(questions.id, questionId))
      .for('update');
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    const isTrending = !question.isTrending;
    await setQuestionTrending(tx, questionId, isTrending);
    await recordAudit(tx, actor, {
      action: isTrending ? 'question.trending_on' : 'question.trending_off',
      targetType: 'question',
      targetId: questionId,
      summary: `${isTrending ? 'Marked' : 'Unmarked'} question "${question.title}" as trending`,
    });
    return { id: questionId, isTrending };
  });
}
