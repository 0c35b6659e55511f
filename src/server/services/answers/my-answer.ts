/** GET /api/questions/:id/my-answer: the signed-in member's current Top 5 for a question, if any. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type ResponseRow, responses } from '../../db/schema/index.js';

export type MyAnswerRow = Pick<ResponseRow, 'answers' | 'answerImages' | 'isPublic' | 'version'>;

export async function findMyAnswer(
  db: DbOrTx,
  questionId: number,
  userId: number,
): Promise<MyAnswerRow | null> {
  const rows = await db
    .select({
      answers: responses.answers,
      answerImages: responses.answerImages,
      isPublic: responses.isPublic,
      version: responses.version,
    })
    .from(responses)
    .where(and(eq(responses.questionId, questionId), eq(responses.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}
