/** Loads a response for a member's action and refuses, as if it did not exist, what they may not see. */
import { eq } from 'drizzle-orm';
import { type Actor, canInteractWithResponse, canViewResponse } from '../../../shared/policies/response.js';
import type { DbOrTx } from '../../db/client.js';
import { responses } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';

export interface ResponseRef {
  id: number;
  userId: number;
  questionId: number;
  isPublic: boolean;
  isHidden: boolean;
  likesCount: number;
  commentsCount: number;
}

export const RESPONSE_NOT_FOUND = 'Response not found';

const refColumns = {
  id: responses.id,
  userId: responses.userId,
  questionId: responses.questionId,
  isPublic: responses.isPublic,
  isHidden: responses.isHidden,
  likesCount: responses.likesCount,
  commentsCount: responses.commentsCount,
};

/** A response the viewer (maybe a visitor) may see, or a 404. */
export async function viewableResponse(db: DbOrTx, id: number, viewer: Actor | null): Promise<ResponseRef> {
  const [row] = await db.select(refColumns).from(responses).where(eq(responses.id, id));
  if (!row || !canViewResponse(viewer, row)) throw notFound(RESPONSE_NOT_FOUND);
  return row;
}

/**
 * A response the member may like, comment on or report, or a 404. Call it inside the action's transaction:
 * the KEY SHARE lock keeps the response from being deleted before the like or comment row refers to it.
 */
export async function lockResponseForAction(tx: DbOrTx, id: number, actor: Actor): Promise<ResponseRef> {
  const [row] = await tx.select(refColumns).from(responses).where(eq(responses.id, id)).for('key share');
  if (!row || !canInteractWithResponse(actor, row)) throw notFound(RESPONSE_NOT_FOUND);
  return row;
}
