import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { questions, type ResponseRow, responses } from '../../db/schema/index.js';

/**
 * Locks a response for a change that moves its tallies: the question row first, then the response, the lock
 * order of submitAnswer, so racing changes of one question queue in one order (no deadlock) and each sees the
 * last one's result. Undefined when there is no such response.
 */
export async function lockResponse(tx: Tx, responseId: number): Promise<ResponseRow | undefined> {
  const [found] = await tx
    .select({ questionId: responses.questionId })
    .from(responses)
    .where(eq(responses.id, responseId));
  if (!found) return undefined;
  await tx
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.id, found.questionId))
    .for('no key update');
  const [response] = await tx.select().from(responses).where(eq(responses.id, responseId)).for('update');
  return response;
}
