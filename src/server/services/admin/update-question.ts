/** PUT /api/admin/questions/:id: an admin edits a question's text, image, trending flag and end date. */
import { eq } from 'drizzle-orm';
import type { AdminQuestionEditData } from '../../../shared/schemas/question.js';
import type { DbOrTx } from '../../db/client.js';
import { questions } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { setQuestionTrending } from '../notifications/question-trending.js';
import type { AdminActor } from './actor.js';
import { recordAudit } from './audit.js';
import { type AdminQuestionRow, adminQuestionColumns } from './list-questions.js';

export const QUESTION_NOT_FOUND = 'Question not found';

/**
 * Saves the edit and its audit entry (naming the fields that changed) in one transaction. Turning trending
 * on here tells the members who answered, exactly as the toggle does (once per member).
 */
export async function updateAdminQuestion(
  db: DbOrTx,
  actor: AdminActor,
  questionId: number,
  data: AdminQuestionEditData,
  now: Date = new Date(),
): Promise<AdminQuestionRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(adminQuestionColumns)
      .from(questions)
      .where(eq(questions.id, questionId))
      .for('update');
    if (!before) throw notFound(QUESTION_NOT_FOUND);
    const endDate = data.endDate ? new Date(data.endDate) : null;
    await tx
      .update(questions)
      .set({
        title: data.title,
        description: data.description,
        // No address given: the question keeps its image (decision 072).
        ...(data.imageUrl ? { imageUrl: data.imageUrl } : {}),
        endDate,
        updatedAt: now,
      })
      .where(eq(questions.id, questionId));
    await setQuestionTrending(tx, questionId, data.isTrending);
    const [after] = await tx.select(adminQuestionColumns).from(questions).where(eq(questions.id, questionId));
    const changed = [
      before.title !== after.title && 'title',
      before.description !== after.description && 'description',
      before.imageUrl !== after.imageUrl && 'image',
      (before.endDate?.getTime() ?? null) !== (after.endDate?.getTime() ?? null) && 'end date',
      before.isTrending !== after.isTrending && 'trending',
    ].filter((field): field is string => typeof field === 'string');
    await recordAudit(tx, actor, {
      action: 'question.update',
      targetType: 'question',
      targetId: questionId,
      summary: `Edited question "${after.title}"`,
      notes: changed.length > 0 ? `Changed: ${changed.join(', ')}` : 'No change',
    });
    return after;
  });
}
