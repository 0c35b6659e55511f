/** DELETE /api/admin/questions/:id: a question and everything that hangs on it go, in one transaction. */
import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { questions, responses } from '../../db/schema/index.js';
import { questionUrl } from '../../events/notification-texts.js';
import { notFound } from '../../lib/http-error.js';
import type { DeletedQuestion } from '../questions/question-files.js';
import type { AdminActor } from './actor.js';
import { recordAudit } from './audit.js';
import { QUESTION_NOT_FOUND } from './update-question.js';

/**
 * Deletes the question with its responses, their versions, likes, comments and reports, its result tallies,
 * answers of the day and trending notices, and every notification that links to it or to one of its
 * responses. Each author's stored answersCount drops by their response; the site's and the feeds' counts
 * move through the responses trigger. The question's row is locked first (the lock order of submitAnswer),
 * so no answer, like or comment can slip in while it goes.
 */
export async function deleteAdminQuestion(
  db: DbOrTx,
  actor: AdminActor,
  questionId: number,
): Promise<DeletedQuestion> {
  return db.transaction(async (tx) => {
    const [question] = await tx
      .select({ title: questions.title, imageUrl: questions.imageUrl })
      .from(questions)
      .where(eq(questions.id, questionId))
      .for('update');
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    const [{ n: responseCount }] = await tx
      .select({ n: count() })
      .from(responses)
      .where(eq(responses.questionId, questionId));

    // A member has at most one response per question, so each author's count drops by one. The authors'
    // rows are locked in id order first, so two deletions sharing authors cannot deadlock.
    await tx.execute(sql`
      select u.id from users u
      where u.id in (select r.user_id from responses r where r.question_id = ${questionId})
      order by u.id for no key update`);
    await tx.execute(sql`
      update users u set answers_count = greatest(u.answers_count - 1, 0)
      from responses r
      where r.question_id = ${questionId} and u.id = r.user_id`);
    const url = questionUrl(questionId);
    await tx.execute(sql`
      delete from notifications
      where related_url = ${url} or related_url like ${`${url}#%`} or related_url like ${`${url}/%`}
        or related_url like ${`${url}?%`}`);
    // Likes, comments, reports and versions go with their response (ON DELETE CASCADE).
    await tx.delete(responses).where(eq(responses.questionId, questionId));
    // Tallies, answers of the day and trending notices go with the question.
    await tx.delete(questions).where(eq(questions.id, questionId));

    await recordAudit(tx, actor, {
      action: 'question.delete',
      targetType: 'question',
      targetId: questionId,
      summary: `Deleted question "${question.title}"`,
      notes: `${responseCount} ${responseCount === 1 ? 'response' : 'responses'} deleted with it`,
    });
    return { id: questionId, imageUrl: question.imageUrl };
  });
}
