/** Comments on responses; each change moves responses.comments_count in its own transaction. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../shared/policies/response.js';
import type { DbOrTx } from '../../db/client.js';
import { comments, responses, type UserRow, users } from '../../db/schema/index.js';
import { publish } from '../../events/publish.js';
import { lockResponseForAction, viewableResponse } from '../likes/response-access.js';

export const COMMENT_MESSAGES = {
  notFound: 'Comment not found',
  notYours: 'You can only delete your own comments',
  deleted: 'Comment deleted',
} as const;

/** A comment with the columns of its author that others may see. */
export interface CommentRow {
  id: number;
  content: string;
  createdAt: Date;
  user: Pick<UserRow, 'id' | 'username' | 'displayName' | 'profilePicture'>;
}

/** Who wrote a comment and where: what the delete policy and the count need. */
export interface CommentRef {
  id: number;
  userId: number;
  responseId: number;
}

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
): Promise<CommentRow[]> {
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
): Promise<CommentRow> {
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

/** The comment's author and response, or null when there is no such comment. */
export async function findComment(db: DbOrTx, id: number): Promise<CommentRef | null> {
  const [row] = await db
    .select({ id: comments.id, userId: comments.userId, responseId: comments.responseId })
    .from(comments)
    .where(eq(comments.id, id));
  return row ?? null;
}

/**
 * Deletes a comment (the caller has checked who may) and counts it out, in one transaction. Deleting one
 * that a concurrent call already took away changes nothing, so the count always equals the rows.
 */
export async function deleteComment(db: DbOrTx, comment: CommentRef): Promise<void> {
  await db.transaction(async (tx) => {
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
