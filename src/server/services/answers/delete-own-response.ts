/** DELETE /api/responses/:id: a member deletes one of their own lists. */
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../shared/policies/response.js';
import { canDeleteResponse } from '../../../shared/policies/response.js';
import type { DbOrTx } from '../../db/client.js';
import { responses } from '../../db/schema/index.js';
import { responseUrl } from '../../events/notification-texts.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { deleteResponse } from './delete-response.js';

export const OWN_RESPONSE_MESSAGES = {
  notFound: 'Response not found',
  notYours: 'You can only delete your own lists',
  deleted: 'Your list was deleted',
} as const;

/**
 * Deletes the actor's own response the way an admin's delete does (deleteResponse: its contribution leaves
 * the results, the question's and the author's counts drop, its versions, likes, comments and reports go),
 * and the notifications that link to it, in one transaction. Another member's response is a 403; one the
 * actor may not even see (someone else's private list) a 404, as everywhere else.
 */
export async function deleteOwnResponse(db: DbOrTx, actor: Actor, responseId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        questionId: responses.questionId,
        userId: responses.userId,
        isPublic: responses.isPublic,
        isHidden: responses.isHidden,
      })
      .from(responses)
      .where(eq(responses.id, responseId));
    if (!found || (found.userId !== actor.id && !found.isPublic)) {
      throw notFound(OWN_RESPONSE_MESSAGES.notFound);
    }
    if (!canDeleteResponse(actor, found)) throw forbidden(OWN_RESPONSE_MESSAGES.notYours);
    if (!(await deleteResponse(tx, responseId))) throw notFound(OWN_RESPONSE_MESSAGES.notFound);
    await tx.execute(
      sql`delete from notifications where related_url = ${responseUrl(found.questionId, responseId)}`,
    );
  });
}
