/** POST /api/admin/questions: an admin adds a question (no 90-day cap on its end date), recorded in the log. */
import type { AdminQuestionData } from '../../../shared/schemas/question.js';
import type { DbOrTx } from '../../db/client.js';
import { questions } from '../../db/schema/index.js';
import type { AdminActor } from './actor.js';
import { recordAudit } from './audit.js';
import { type AdminQuestionRow, adminQuestionColumns } from './list-questions.js';

/** Stores the question and its audit entry in one transaction. Nobody has answered it, so nobody is told. */
export async function createAdminQuestion(
  db: DbOrTx,
  actor: AdminActor,
  data: AdminQuestionData,
  now: Date = new Date(),
): Promise<AdminQuestionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questions)
      .values({
        title: data.title,
        description: data.description,
        imageUrl: data.imageUrl,
        isTrending: data.isTrending,
        endDate: data.endDate ? new Date(data.endDate) : null,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning(adminQuestionColumns);
    await recordAudit(tx, actor, {
      action: 'question.create',
      targetType: 'question',
      targetId: row.id,
      summary: `Created question "${row.title}"`,
    });
    return row;
  });
}
