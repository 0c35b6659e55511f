import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type QuestionRow, questions } from '../../db/schema/index.js';
import { publish } from '../../events/publish.js';
import { notFound } from '../../lib/http-error.js';

/**
 * Sets a question's trending flag (the admin's toggle). When it becomes trending, question.trending is
 * published in the same transaction, so everyone who answered it is notified once per change.
 */
export async function setQuestionTrending(
  db: DbOrTx,
  questionId: number,
  isTrending: boolean,
): Promise<QuestionRow> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(questions)
      .set({ isTrending, updatedAt: new Date() })
      .where(and(eq(questions.id, questionId), ne(questions.isTrending, isTrending)))
      .returning();
    if (changed) {
      if (isTrending) await publish(tx, { type: 'question.trending', questionId });
      return changed;
    }
    const [unchanged] = await tx.select().from(questions).where(eq(questions.id, questionId));
    if (!unchanged) throw notFound('Question not found');
    return unchanged;
  });
}
