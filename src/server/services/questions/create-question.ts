/** POST /api/questions: a member asks a question. */
import type { QuestionCreateData } from '../../../shared/schemas/question.js';
import type { DbOrTx } from '../../db/client.js';
import { questions, type UserRow } from '../../db/schema/index.js';
import type { QuestionCardRow } from './question-cards.js';

/**
 * Stores the question as asked by `actor`, with no answers yet. Whether the actor may pick that end date is
 * the caller's check (endDateProblem from src/shared/policies/question.ts), made before this runs.
 */
export async function createQuestion(
  db: DbOrTx,
  actor: Pick<UserRow, 'id'>,
  data: QuestionCreateData,
  now: Date = new Date(),
): Promise<QuestionCardRow> {
  const [row] = await db
    .insert(questions)
    .values({
      title: data.title,
      description: data.description,
      imageUrl: data.imageUrl,
      endDate: data.endDate ? new Date(data.endDate) : null,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ...row, topResults: [] };
}
