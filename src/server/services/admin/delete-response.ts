/** DELETE /api/admin/responses/:id: an admin removes a response, recorded in the audit log. */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { questions, responses, users } from '../../db/schema/index.js';
import { responseUrl } from '../../events/notification-texts.js';
import { notFound } from '../../lib/http-error.js';
import { deleteResponse } from '../answers/delete-response.js';
import type { AdminActor } from './actor.js';
import { recordAudit } from './audit.js';

export const RESPONSE_NOT_FOUND = 'Response not found';

/**
 * The author's own delete path (deleteResponse: results, the question's and the author's counts move, its
 * versions, likes, comments and reports go), plus the notifications that link to it, in one transaction
 * with the audit entry.
 */
export async function deleteAdminResponse(db: DbOrTx, actor: AdminActor, responseId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [response] = await tx
      .select({ questionId: responses.questionId, title: questions.title, username: users.username })
      .from(responses)
      .innerJoin(questions, eq(questions.id, responses.questionId))
      .innerJoin(users, eq(users.id, responses.userId))
      .where(eq(responses.id, responseId));
    if (!response || !(await deleteResponse(tx, responseId))) throw notFound(RESPONSE_NOT_FOUND);
    await tx.execute(
      sql`delete from notifications where related_url = ${responseUrl(response.questionId, responseId)}`,
    );
    await recordAudit(tx, actor, {
      action: 'response.delete',
      targetType: 'response',
      targetId: responseId,
      summary: `Deleted @${response.username}'s response to "${response.title}"`,
    });
  });
}
