/** PATCH and DELETE /api/questions/:id: a member changes a question they asked, while nobody else answered. */

import { eq, sql } from 'drizzle-orm';
import { canChangeOwnQuestion } from '../../../shared/policies/question.js';
import type { QuestionCreateData } from '../../../shared/schemas/question.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { questions, responses } from '../../db/schema/index.js';
import { questionUrl } from '../../events/notification-texts.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { deleteResponse } from '../answers/delete-response.js';
import type { DeletedQuestion } from './question-files.js';

export const OWN_QUESTION_MESSAGES = {
  notFound: 'Question not found',
  notYours: 'You can only change questions you asked',
  answered: 'Others have answered this question, so it can no longer be changed. Report it to ask an admin.',
  deleted: 'Question deleted',
} as const;

/**
 * Locks the question (the lock order of submitAnswer: no answer slips in meanwhile) and checks the actor asked
 * it and nobody else has answered it. Returns the actor's own response id, if they answered it themselves.
 */
async function lockOwnQuestion(tx: Tx, actorId: number, questionId: number): Promise<number | null> {
  const [question] = await tx
    .select({ createdBy: questions.createdBy })
    .from(questions)
    .where(eq(questions.id, questionId))
    .for('update');
  if (!question) throw notFound(OWN_QUESTION_MESSAGES.notFound);
  if (question.createdBy !== actorId) throw forbidden(OWN_QUESTION_MESSAGES.notYours);
  const rows = await tx
    .select({ id: responses.id, userId: responses.userId })
    .from(responses)
    .where(eq(responses.questionId, questionId))
    .limit(2);
  const answersFromOthers = rows.some((row) => row.userId !== actorId);
  if (!canChangeOwnQuestion({ id: actorId }, { createdBy: question.createdBy, answersFromOthers })) {
    throw conflict(OWN_QUESTION_MESSAGES.answered);
  }
  return rows[0]?.id ?? null;
}

/** Saves the new title, description, image and end date (the caller checked the end date for the actor). */
export async function updateOwnQuestion(
  db: DbOrTx,
  actorId: number,
  questionId: number,
  data: QuestionCreateData,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnQuestion(tx, actorId, questionId);
    await tx
      .update(questions)
      .set({
        title: data.title,
        description: data.description,
        imageUrl: data.imageUrl,
        endDate: data.endDate ? new Date(data.endDate) : null,
        updatedAt: new Date(),
      })
      .where(eq(questions.id, questionId));
  });
}

/**
 * Deletes the question with the asker's own answer (through deleteResponse, so their count and the tallies
 * move) and the notifications that link to it; the tallies and the rest go with the question's row.
 */
export async function deleteOwnQuestion(
  db: DbOrTx,
  actorId: number,
  questionId: number,
): Promise<DeletedQuestion> {
  return db.transaction(async (tx) => {
    const ownResponse = await lockOwnQuestion(tx, actorId, questionId);
    if (ownResponse !== null) await deleteResponse(tx, ownResponse);
    const url = questionUrl(questionId);
    await tx.execute(sql`
      delete from notifications
      where related_url = ${url} or related_url like ${`${url}#%`} or related_url like ${`${url}/%`}
        or related_url like ${`${url}?%`}`);
    const [deleted] = await tx
      .delete(questions)
      .where(eq(questions.id, questionId))
      .returning({ id: questions.id, imageUrl: questions.imageUrl });
    return deleted;
  });
}
