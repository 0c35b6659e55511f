/**
 * Comments on responses; each change moves responses.comments_count in its own transaction. A response's
 * comments are read oldest first, a page at a time by keyset (lib/keyset.ts, decision 036): the page's ids
 * are picked from the comments_response index alone, then only those rows are joined to their authors.
 */
import { eq, sql } from 'drizzle-orm';
import { type Actor, canViewResponse } from '../../../shared/policies/response.js';
import type { FeedPagingInput } from '../../../shared/schemas/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { queryShapeRows } from '../../db/named-statements.js';
import { comments, responses, type UserRow, users } from '../../db/schema/index.js';
import { publish } from '../../events/publish.js';
import { notFound } from '../../lib/http-error.js';
import { afterCursor, feedWindow, microsOf, takePage, windowLimit } from '../../lib/keyset.js';
import { refuseIfBlocked } from '../blocks/block-between.js';
import { lockResponseForAction, RESPONSE_NOT_FOUND } from '../likes/response-access.js';

export const COMMENT_MESSAGES = {
  notFound: 'Comment not found',
  notYours: 'You can only delete your own comments',
  notYoursToEdit: 'You can only edit your own comments',
  deleted: 'Comment deleted',
} as const;

/** A comment with the columns of its author that others may see. */
export interface CommentRow {
  id: number;
  content: string;
  createdAt: Date;
  editedAt: Date | null;
  user: Pick<UserRow, 'id' | 'username' | 'displayName' | 'profilePicture'>;
}

/** Who wrote a comment and where (and whose list that is): what the policies and the count need. */
export interface CommentRef {
  id: number;
  userId: number;
  responseId: number;
  responseUserId: number;
}

const authorColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  profilePicture: users.profilePicture,
};

/** One page of a response's comments, their total (the stored count) and the cursor after the page. */
export interface CommentPage {
  rows: CommentRow[];
  total: number;
  nextCursor: string | null;
}

/**
 * A page of the comments of a response the viewer may see (else 404), oldest first. One round trip: the
 * response (for who may see it and its stored count) beside the page's comments, which are only returned once
 * the viewer may see the response.
 */
export async function listComments(
  db: DbOrTx,
  responseId: number,
  viewer: Actor | null,
  paging: FeedPagingInput,
): Promise<CommentPage> {
  const window = feedWindow(paging);
  // Prepared by its shape (decision 089).
  const picked = await queryShapeRows<{
    authorId: number;
    isPublic: boolean;
    isHidden: boolean;
    commentsCount: number;
    id: number | null;
    content: string;
    createdAt: Date | string;
    editedAt: Date | string | null;
    userId: number;
    username: string;
    displayName: string;
    profilePicture: string | null;
    sortMicros: string;
  }>(
    db,
    sql`
      with page as materialized (
        select c.id, c.created_at as at from comments c
        where c.response_id = ${responseId}
          and ${afterCursor(sql`c.created_at`, sql`c.id`, window.after, 'oldest')}
        order by c.created_at, c.id
        ${windowLimit(window)}
      )
      select r.user_id as "authorId", r.is_public as "isPublic", r.is_hidden as "isHidden",
        r.comments_count as "commentsCount",
        c.id, c.content, c.created_at as "createdAt", c.edited_at as "editedAt", u.id as "userId", u.username,
        u.display_name as "displayName", u.profile_picture as "profilePicture",
        ${microsOf(sql`p.at`)} as "sortMicros"
      from responses r
      left join (page p join comments c on c.id = p.id join users u on u.id = c.user_id) on true
      where r.id = ${responseId}
      order by p.at, p.id`,
  );
  const [response] = picked;
  const visibility = response && {
    userId: response.authorId,
    isPublic: response.isPublic,
    isHidden: response.isHidden,
  };
  if (!visibility || !canViewResponse(viewer, visibility)) {
    throw notFound(RESPONSE_NOT_FOUND);
  }
  const found = picked.flatMap((row) => (row.id === null ? [] : [{ ...row, id: row.id }]));
  const { rows, nextCursor } = takePage(found, window);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      content: row.content,
      createdAt: new Date(row.createdAt),
      editedAt: row.editedAt === null ? null : new Date(row.editedAt),
      user: {
        id: row.userId,
        username: row.username,
        displayName: row.displayName,
        profilePicture: row.profilePicture,
      },
    })),
    total: response.commentsCount,
    nextCursor,
  };
}

/**
 * Adds a comment (content already trimmed and checked), counts it, and publishes response.commented. Refused
 * (403) on the list of a member the commenter blocked or was blocked by (decision 070).
 */
export async function addComment(
  db: DbOrTx,
  input: { responseId: number; actor: Actor; content: string },
): Promise<CommentRow> {
  return db.transaction(async (tx) => {
    const response = await lockResponseForAction(tx, input.responseId, input.actor);
    await refuseIfBlocked(tx, input.actor.id, response.userId);
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
    return { id: comment.id, content: comment.content, createdAt: comment.createdAt, editedAt: null, user };
  });
}

/** The comment's author and response, or null when there is no such comment. */
export async function findComment(db: DbOrTx, id: number): Promise<CommentRef | null> {
  const [row] = await db
    .select({
      id: comments.id,
      userId: comments.userId,
      responseId: comments.responseId,
      responseUserId: responses.userId,
    })
    .from(comments)
    .innerJoin(responses, eq(responses.id, comments.responseId))
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

/**
 * Changes a comment's text (the caller has checked it is the actor's own) and marks it edited. The count
 * does not move, so the comments' trigger notifies the response's read-cache topic (migration 0028).
 * Null when the comment went meanwhile.
 */
export async function editComment(
  db: DbOrTx,
  comment: CommentRef,
  content: string,
): Promise<CommentRow | null> {
  const [row] = await db
    .update(comments)
    .set({ content, editedAt: new Date() })
    .where(eq(comments.id, comment.id))
    .returning();
  if (!row) return null;
  const [user] = await db.select(authorColumns).from(users).where(eq(users.id, row.userId));
  return { id: row.id, content: row.content, createdAt: row.createdAt, editedAt: row.editedAt, user };
}
