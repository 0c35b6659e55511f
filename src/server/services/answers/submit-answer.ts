import { and, eq, sql } from 'drizzle-orm';
import { ageGroupOf } from '../../../shared/age-group.js';
import { cleanAnswer } from '../../../shared/item-key.js';
import { isOpenForAnswers } from '../../../shared/policies/question.js';
import type { AnswerInput } from '../../../shared/schemas/answer.js';
import type { DbOrTx } from '../../db/client.js';
import { questions, responses, responseVersions, type UserRow, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { recordDailyAnswer } from '../questions/daily-answers.js';
import { applyContribution } from './tallies.js';

/** The saved response: its id, whether it was an edit and the version it became. */
export interface SavedAnswer {
  responseId: number;
  isEdit: boolean;
  version: number;
}

/**
 * Saves a member's Top 5 for a question: the first save is version 1, each later save keeps the old list in
 * response_versions and becomes the next version. In one transaction it moves the response, its version row,
 * the result tallies (old list out, new list in), the question's and member's answer counts and, for a first
 * answer, the question's answers of the day (for 'hot').
 * Saves to one question are serialized on the question row, so racing saves end as n+1 and n+2.
 */
export async function submitAnswer(
  db: DbOrTx,
  input: {
    questionId: number;
    user: Pick<UserRow, 'id' | 'birthYear' | 'birthMonth' | 'country'>;
  } & AnswerInput,
  now: Date = new Date(),
): Promise<SavedAnswer> {
  const answers = input.answers.map(cleanAnswer);
  const answerImages = input.answerImages ? input.answerImages.map((u) => (u ? u.trim() : '')) : null;
  const hasImages = answerImages?.some((u) => u !== '') ?? false;
  const ageGroup = ageGroupOf(input.user, now);

  return db.transaction(async (tx) => {
    const [question] = await tx
      .select({ id: questions.id, endDate: questions.endDate })
      .from(questions)
      .where(eq(questions.id, input.questionId))
      .for('no key update');
    if (!question) throw notFound('Question not found');
    if (!isOpenForAnswers(question, now)) {
      throw badRequest('This question has ended and no longer accepts answers');
    }

    const [existing] = await tx
      .select()
      .from(responses)
      .where(and(eq(responses.questionId, input.questionId), eq(responses.userId, input.user.id)))
      .for('update');

    if (existing) {
      if (!existing.isHidden) {
        await applyContribution(
          tx,
          {
            questionId: existing.questionId,
            answers: existing.answers,
            ageGroup: existing.ageGroup,
            isPublic: existing.isPublic,
          },
          -1,
        );
      }
      const version = existing.version + 1;
      await tx
        .update(responses)
        .set({
          answers,
          answerImages: hasImages ? answerImages : null,
          isPublic: input.isPublic,
          version,
          ageGroup,
          updatedAt: now,
        })
        .where(eq(responses.id, existing.id));
      await tx.insert(responseVersions).values({
        responseId: existing.id,
        version,
        answers,
        answerImages: hasImages ? answerImages : null,
        isPublic: input.isPublic,
        createdAt: now,
      });
      if (!existing.isHidden) {
        await applyContribution(
          tx,
          { questionId: existing.questionId, answers, ageGroup, isPublic: input.isPublic },
          1,
        );
      }
      return { responseId: existing.id, isEdit: true, version };
    }

    const [created] = await tx
      .insert(responses)
      .values({
        questionId: input.questionId,
        userId: input.user.id,
        answers,
        answerImages: hasImages ? answerImages : null,
        isPublic: input.isPublic,
        version: 1,
        ageGroup,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: responses.id });
    await tx.insert(responseVersions).values({
      responseId: created.id,
      version: 1,
      answers,
      answerImages: hasImages ? answerImages : null,
      isPublic: input.isPublic,
      createdAt: now,
    });
    await applyContribution(
      tx,
      { questionId: input.questionId, answers, ageGroup, isPublic: input.isPublic },
      1,
    );
    await recordDailyAnswer(tx, input.questionId, now);
    await tx
      .update(questions)
      .set({ answersCount: sql`${questions.answersCount} + 1` })
      .where(eq(questions.id, input.questionId));
    await tx
      .update(users)
      .set({ answersCount: sql`${users.answersCount} + 1` })
      .where(eq(users.id, input.user.id));
    return { responseId: created.id, isEdit: false, version: 1 };
  });
}
