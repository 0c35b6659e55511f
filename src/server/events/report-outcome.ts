/**
 * Tells each reporter how an admin settled their report (type 'other'), for an approval and a rejection alike.
 * The link opens the question, never the response: an approved one is hidden from the reporter now.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { questions, responses, users } from '../db/schema/index.js';
import { notificationTexts, questionUrl } from './notification-texts.js';

/** One statement for every reporter of the settled reports. */
export async function notifyReportReviewed(
  tx: DbOrTx,
  responseId: number,
  status: 'approved' | 'rejected',
  reportIds: number[],
): Promise<void> {
  if (reportIds.length === 0) return;
  const [context] = await tx
    .select({ questionId: questions.id, questionTitle: questions.title, authorName: users.displayName })
    .from(responses)
    .innerJoin(questions, eq(questions.id, responses.questionId))
    .innerJoin(users, eq(users.id, responses.userId))
    .where(eq(responses.id, responseId));
  if (!context) return;
  const { title, message } = notificationTexts.reportReviewed(
    status,
    context.authorName,
    context.questionTitle,
  );
  const ids = sql`array[${sql.join(
    reportIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  await tx.execute(sql`
    insert into notifications (user_id, type, title, message, related_url)
    select distinct reporter_id, 'other', ${title}, ${message}, ${questionUrl(context.questionId)}
    from reports where id = any(${ids})`);
}
