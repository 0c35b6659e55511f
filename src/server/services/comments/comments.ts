/** Comments on responses; each change moves responses.comments_count in its own transaction. */
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { comments, responses, users } from '../../db/schema/index.js';
import { publish } from '../../events/publish.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { canDeleteComment } from '../../policies/comment.js';
import type { Actor } from '../../policies/response.js';
import type { CommentWithAuthor } from '../../presenters/comment.js';
import { lockResponseForAction, viewableResponse } from '../likes/response-access.js';

const authorColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  profilePicture: users.profilePicture,
};

/** The comments of a response the viewer may see, oldest first. */
export async function listComments(
  db: DbOrTx,
  responseId: number,
  viewer: Actor | null,
): Promise<CommentWithAuthor[]> {
  await viewableResponse(db, responseId, viewer);
  return db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      user: authorColumns,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.responseId, responseId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/** Adds a comment (content already trimmed and checked), counts it, and publishes response.commented. */
export async function addComment(
  db: DbOrTx,
  input: { responseId: number; actor: Actor; content: string },
): Promise<CommentWithAuthor> {
  return db.transaction(async (tx) => {
    await lockResponseForAction(tx, input.responseId, input.actor);
    const [comment] = await tx
      .insert(comments)
      .values({ responseId: input.responseId, userId: input.actor.id, content: input.content })
      .returning();
    await tx
      .update(responses)
      .set({ commentsCount: sql`${responses.commentsCount} + 1` })
      .where(eq(responses.id, input.responseId));
    await publish(tx, {
      type: 'response.commented',
      responseId: input.responseId,
      commentId: comment.id,
      actorId: input.actor.id,
    });
    const [user] = await tx.select(authorColumns).from(users).where(eq(users.id, input.actor.id));
    return { id: comment.id, content: comment.content, createdAt: comment.createdAt, user };
  });
}

/** Deletes a comment by its author or an admin, and counts it out. */
export async function deleteComment(db: DbOrTx, input: { commentId: number; actor: Actor }): Promise<void> {
  await db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ id: comments.id, userId: comments.userId, responseId: comments.responseId })
      .from(comments)
      .where(eq(comments.id, input.commentId))
      .for('update');
    if (!comment) throw notFound('Comment not found');
    if (!canDeleteComment(input.actor, comment)) throw forbidden('You can only delete your own comments');
    const deleted = await tx
      .delete(comments)
      .where(eq(comments.id, comment.id))
      .returning({ id: comments.id });
    if (deleted.length === 0) return;
    await tx
      .update(responses)
      .set({ commentsCount: sql`${responses.commentsCount} - ${deleted.length}` })
      .where(eq(responses.id, comment.responseId));
  });
}
