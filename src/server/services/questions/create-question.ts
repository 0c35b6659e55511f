/** POST /api/questions: a member asks a question. */
import type { QuestionCreateData } from '../../../shared/schemas/question.js';
import type { DbOrTx } from '../../db/client.js';
import { questions, type UserRow } from '../../db/schema/index.js';
import { assertEndDateAllowed } from '../../policies/question.js';
import type { QuestionCardRow } from './question-cards.js';

/** Checks the actor's end-date rule (the schema cannot know the actor), then stores the question. */
export async function createQuestion(
  db: DbOrTx,
  actor: Pick<UserRow, 'id' | 'isAdmin'>,
  data: QuestionCreateData,
  now: Date = new Date(),
): Promise<QuestionCardRow> {
  const endDate = data.endDate ? new Date(data.endDate) : null;
  assertEndDateAllowed(actor, endDate, now);
  const [row] = await db
    .insert(questions)
    .values({
      title: data.title,
      description: data.description,
      imageUrl: data.imageUrl,
      endDate,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ...row, topResults: [] };
}
