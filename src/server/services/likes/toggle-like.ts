import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../shared/policies/response.js';
import type { DbOrTx } from '../../db/client.js';
import { likes, responses } from '../../db/schema/index.js';
import { publish } from '../../events/publish.js';
import { lockResponseForAction } from './response-access.js';

/** Whether the member now likes the response, and its stored count after the change. */
export interface LikeState {
  liked: boolean;
  likesCount: number;
}

/**
 * Sets whether the member likes a response. Idempotent: liking twice is one like. The stored likes_count
 * moves by the number of like rows actually inserted or deleted, in the same transaction, so it equals
 * the rows however many toggles race. A new like publishes response.liked.
 */
export async function toggleLike(
  db: DbOrTx,
  input: { responseId: number; actor: Actor; like: boolean },
): Promise<LikeState> {
  const { responseId, actor, like } = input;
  return db.transaction(async (tx) => {
    const response = await lockResponseForAction(tx, responseId, actor);
    const changed = like
      ? await tx
          .insert(likes)
          .values({ responseId, userId: actor.id })
          .onConflictDoNothing()
          .returning({ userId: likes.userId })
      : await tx
          .delete(likes)
          .where(and(eq(likes.responseId, responseId), eq(likes.userId, actor.id)))
          .returning({ userId: likes.userId });
    const delta = like ? changed.length : -changed.length;
    if (delta === 0) {
      const [current] = await tx
        .select({ likesCount: responses.likesCount })
        .from(responses)
        .where(eq(responses.id, response.id));
      return { liked: like, likesCount: current.likesCount };
    }
    const [updated] = await tx
      .update(responses)
      .set({ likesCount: sql`${responses.likesCount} + ${delta}` })
      .where(eq(responses.id, response.id))
      .returning({ likesCount: responses.likesCount });
    if (delta > 0) await publish(tx, { type: 'response.liked', responseId, actorId: actor.id });
    return { liked: like, likesCount: updated.likesCount };
  });
}
