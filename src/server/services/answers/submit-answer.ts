import { sql } from 'drizzle-orm';
import { ageGroupOf } from '../../../shared/age-group.js';
import { cleanAnswer } from '../../../shared/item-key.js';
import { isOpenForAnswers } from '../../../shared/policies/question.js';
import type { AnswerInput } from '../../../shared/schemas/answer.js';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import type { UserRow } from '../../db/schema/index.js';
import type { BatchWriter, Outcome, WriteBatch } from '../../db/write-batch.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { recordDailyAnswer } from '../questions/daily-answers.js';
import { part, settle, tallyMoves, textArray, together } from './tallies.js';

/** The saved response: its id, whether it was an edit and the version it became. */
export interface SavedAnswer {
  responseId: number;
  isEdit: boolean;
  version: number;
}

/** What a save needs to know of the member's current response to the question. */
interface CurrentResponse {
  id: number;
  answers: string[];
  ageGroup: string | null;
  isPublic: boolean;
  isHidden: boolean;
  version: number;
}

/**
 * Saves a member's Top 5 for a question: the first save is version 1, each later save keeps the old list in
 * response_versions and becomes the next version. In one transaction it moves the response, its version row,
 * the result tallies (old list out, new list in, netted per tally row), the question's and member's answer
 * counts and, for a first answer, the question's answers of the day (for 'hot').
 * Saves to one question are serialized on the question row, so racing saves end as n+1 and n+2. The
 * transaction is four statements: lock the question, read the member's response, write everything (one
 * statement of data-modifying parts), settle the tallies' labels and empty rows (tallies.ts).
 */
export function submitAnswer(db: DbOrTx, input: AnswerRequest, now: Date = new Date()): Promise<SavedAnswer> {
  return db.transaction((tx) => saveAnswer(tx, input, now));
}

/** A member's Top 5 for a question, as sent. */
export type AnswerRequest = {
  questionId: number;
  user: Pick<UserRow, 'id' | 'birthYear' | 'birthMonth' | 'country'>;
} & AnswerInput;

/**
 * Saves a member's Top 5 through the app's write batch (db/write-batch.ts), keyed by the question: the route
 * calls this. The batch queues the save; when it runs a batch it opens one transaction and calls back
 * `answerWriter.writeAll` below with every save queued on that question, so they share the question's lock
 * and one commit. This promise settles after that commit. Same outcome as `submitAnswer`.
 */
export function queueAnswer(writes: WriteBatch, input: AnswerRequest): Promise<SavedAnswer> {
  return writes.run(answerWriter, `answer:${input.questionId}`, input);
}

/**
 * The batch's way back into this service (the turn of db/write-batch.ts): the saves of one question queued
 * together, one after the other, in the batch's transaction. A save refused with a 4xx (the question is gone
 * or has ended) is refused before it writes anything, so it is answered alone and the others go on.
 */
export const answerWriter: BatchWriter<AnswerRequest, SavedAnswer> = {
  async writeAll(db, inputs) {
    const outcomes: Outcome<SavedAnswer>[] = [];
    for (const input of inputs) {
      try {
        outcomes.push({ ok: true, value: await saveAnswer(db, input) });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        outcomes.push({ ok: false, error });
      }
    }
    return outcomes;
  },
};

/** The save's statements, inside the caller's transaction. */
async function saveAnswer(tx: DbOrTx, input: AnswerRequest, now: Date = new Date()): Promise<SavedAnswer> {
  const answers = input.answers.map(cleanAnswer);
  const answerImages = input.answerImages ? input.answerImages.map((u) => (u ? u.trim() : '')) : null;
  const images = answerImages?.some((u) => u !== '') ? textArray(answerImages) : sql`null`;
  const ageGroup = ageGroupOf(input.user, now);
  const { questionId, isPublic } = input;
  const userId = input.user.id;
  const list = textArray(answers);
  const counted = { questionId, answers, ageGroup, isPublic };

  const [question] = await queryShapeRows<{ endDate: Date | string | null }>(
    tx,
    sql`select end_date as "endDate" from questions where id = ${questionId} for no key update`,
  );
  if (!question) throw notFound('Question not found');
  if (!isOpenForAnswers(question, now)) {
    throw badRequest('This question has ended and no longer accepts answers');
  }
  // A statement of its own, after the lock: it sees the last save of a racing one.
  const [current] = await queryShapeRows<CurrentResponse>(
    tx,
    sql`select id, answers, age_group as "ageGroup", is_public as "isPublic", is_hidden as "isHidden", version
      from responses where question_id = ${questionId} and user_id = ${userId}`,
  );

  if (current) {
    const version = current.version + 1;
    // A hidden response stays out of the results whatever it says.
    const moves = current.isHidden ? tallyMoves(null, null) : tallyMoves({ ...current, questionId }, counted);
    await queryShapeRows(
      tx,
      together([
        sql`update responses set answers = ${list}, answer_images = ${images}, is_public = ${isPublic},
          version = ${version}, age_group = ${ageGroup}, updated_at = ${now}
          where id = ${current.id}`,
        sql`insert into response_versions (response_id, version, answers, answer_images, is_public, created_at)
          values (${current.id}, ${version}, ${list}, ${images}, ${isPublic}, ${now})`,
        ...moves.parts,
      ]),
    );
    await settle(tx, moves);
    return { responseId: current.id, isEdit: true, version };
  }

  const moves = tallyMoves(null, counted);
  const [created] = await queryShapeRows<{ id: number }>(
    tx,
    together(
      [
        part(
          'saved',
          sql`insert into responses
            (question_id, user_id, answers, answer_images, is_public, version, age_group, created_at, updated_at)
            values (${questionId}, ${userId}, ${list}, ${images}, ${isPublic}, 1, ${ageGroup}, ${now}, ${now})
            returning id`,
        ),
        sql`insert into response_versions (response_id, version, answers, answer_images, is_public, created_at)
          select id, 1, ${list}, ${images}, ${isPublic}, ${now} from saved`,
        ...moves.parts,
        recordDailyAnswer(questionId, now),
        sql`update questions set answers_count = answers_count + 1 where id = ${questionId}`,
        sql`update users set answers_count = answers_count + 1 where id = ${userId}`,
      ],
      sql`select id from saved`,
    ),
  );
  await settle(tx, moves);
  return { responseId: created.id, isEdit: false, version: 1 };
}
