/** GET /api/questions/:id/my-answer: the signed-in member's current Top 5 for a question, if any. */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { questions, type ResponseRow, responses } from '../../db/schema/index.js';

export type MyAnswerRow = Pick<ResponseRow, 'answers' | 'answerImages' | 'isPublic' | 'version'> & {
  responseId: number;
  inResults: 'counted' | 'awaiting_trust' | 'held' | 'hidden';
};

/**
 * The member's current list for the question (`answer` null before their first save), or null when the
 * question does not exist, and whether they may still change the question (they asked it and nobody else has
 * answered). One query: the question left-joined with the member's response.
 */
export async function findMyAnswer(
  db: DbOrTx,
  questionId: number,
  userId: number,
): Promise<{ answer: MyAnswerRow | null; canChangeQuestion: boolean } | null> {
  const [row] = await myAnswerStatement(db).execute({ questionId, userId });
  if (!row) return null;
  const canChangeQuestion = row.canChangeQuestion === true;
  if (row.responseId === null || row.answers === null || row.isPublic === null || row.version === null) {
    return { answer: null, canChangeQuestion };
  }
  return {
    canChangeQuestion,
    answer: {
      responseId: row.responseId,
      answers: row.answers,
      answerImages: row.answerImages,
      isPublic: row.isPublic,
      version: row.version,
      inResults: row.isHidden
        ? 'hidden'
        : row.heldByBurst !== null
          ? 'held'
          : row.awaitsTrust
            ? 'awaiting_trust'
            : 'counted',
    },
  };
}

const myAnswerStatement = preparedPerDatabase((db) =>
  db
    .select({
      responseId: responses.id,
      answers: responses.answers,
      answerImages: responses.answerImages,
      isPublic: responses.isPublic,
      version: responses.version,
      isHidden: responses.isHidden,
      awaitsTrust: responses.awaitsTrust,
      heldByBurst: responses.heldByBurst,
      // The asker may still edit or delete it: no list from anyone else yet (their own does not count).
      // Only the asker pays for the look, one probe of the responses_question_user_key index.
      canChangeQuestion: sql<boolean>`case when ${questions.createdBy} = ${sql.placeholder('userId')}
        then not exists (select 1 from responses o where o.question_id = ${questions.id}
          and o.user_id <> ${sql.placeholder('userId')}) else false end`,
    })
    .from(questions)
    .leftJoin(
      responses,
      and(eq(responses.questionId, questions.id), eq(responses.userId, sql.placeholder('userId'))),
    )
    .where(eq(questions.id, sql.placeholder('questionId')))
    .limit(1)
    .prepare('find_my_answer'),
);
