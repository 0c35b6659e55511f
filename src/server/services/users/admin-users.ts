/**
 * The admin's User Management: members listed and searched, one member's responses (private and hidden ones
 * too), the admin flag, and deleting an account. The acting admin's own row is locked and read again inside the
 * transaction, so two admins removing each other at the same moment cannot leave the site without one.
 */
import { count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES } from '../../../shared/api/admin-users.js';
import { canDeleteUserAsAdmin, canSetAdminFlag } from '../../../shared/policies/user-admin.js';
import type { PagingInput } from '../../../shared/schemas/paging.js';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import type { AdminActor } from '../admin/actor.js';
import { recordAudit } from '../admin/audit.js';
import type { AdminResponseRow } from '../admin/list-responses.js';
import { type DeletedAccount, deleteAccount, lockAccountDeletions } from './delete-account.js';

/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members, newest first; with `search`, those whose username or email contains it (any case). */
export async function listUsersForAdmin(
  db: DbOrTx,
  input: PagingInput & { search?: string },
): Promise<{ rows: UserRow[]; total: number }> {
  const search = input.search?.trim();
  const where: SQL | undefined = search
    ? or(
        ilike(users.username, `%${literal(search)}%`),
        ilike(users.email, `%${literal(search.toLowerCase())}%`),
      )
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.joinedAt), desc(users.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total };
}

export async function requireUserForAdmin(db: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
  return row;
}

/** Every response of a member, newest first, private and hidden ones included. */
export async function listUserResponsesForAdmin(
  db: DbOrTx,
  userId: number,
  paging: PagingInput,
): Promise<{ rows: AdminResponseRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    queryRows<AdminResponseRow>(
      db,
      sql`
        select r.id, r.question_id as "questionId", q.title as "questionTitle",
          u.id as "userId", u.username, u.display_name as "displayName", u.profile_picture as "profilePicture",
          r.answers, r.answer_images as "answerImages", r.is_public as "isPublic", r.is_hidden as "isHidden",
          r.version, r.likes_count as "likesCount", r.comments_count as "commentsCount", r.created_at as "createdAt"
        from responses r
        join users u on u.id = r.user_id
        join questions q on q.id = r.question_id
        where r.user_id = ${userId}
        order by r.created_at desc, r.id desc
        limit ${paging.limit} offset ${(paging.page - 1) * paging.limit}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from responses where user_id = ${userId}`,
    ),
  ]);
  return { rows, total };
}

/**
 * Locks the acting admin's and the target's rows (in id order, as every two-member change here does) and
 * returns the target. 403 when the actor is no longer an admin (another admin just removed them), 404 when
 * the target does not exist.
 */
async function lockActorAndTarget(tx: Tx, actorId: number, targetId: number): Promise<UserRow> {
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [actorId, targetId]))
    .orderBy(users.id)
    .for('update');
  const actor = rows.find((r) => r.id === actorId);
  if (!actor?.isAdmin) throw forbidden("You don't have permission to access this page.");
  const target = rows.find((r) => r.id === targetId);
  if (!target) throw notFound(ADMIN_USER_MESSAGES.notFound);
  return target;
}

/**
 * Grants or removes a member's admin access, recorded in the audit log when it changes. The change of the row
 * drops the member's kept sessions in every process (decision 040), so a removal takes effect on their very
 * next call.
 */
export async function setAdminFlag(
  db: DbOrTx,
  actor: AdminActor,
  targetId: number,
  isAdmin: boolean,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const target = await lockActorAndTarget(tx, actor.id, targetId);
    if (!canSetAdminFlag(actor, target, isAdmin)) throw conflict(ADMIN_USER_MESSAGES.cannotRemoveOwnAdmin);
    if (target.isAdmin === isAdmin) return target;
    const [user] = await tx
      .update(users)
      .set({ isAdmin, updatedAt: new Date() })
      .where(eq(users.id, targetId))
      .returning();
    await recordAudit(tx, actor, {
      action: isAdmin ? 'user.grant_admin' : 'user.revoke_admin',
      targetType: 'user',
      targetId,
      summary: isAdmin ? `Made @${user.username} an admin` : `Removed @${user.username}'s admin access`,
    });
    return user;
  });
}

/**
 * The checks of an admin's deletion, then the one cascade (deleteAccount): the acting admin must still be
 * one, and never deletes their own account (409 with `selfMessage`). Call inside a transaction that took
 * lockAccountDeletions first.
 */
export async function deleteAccountAsAdmin(
  tx: Tx,
  actor: AdminActor,
  targetId: number,
  selfMessage: string,
): Promise<DeletedAccount> {
  const target = await lockActorAndTarget(tx, actor.id, targetId);
  if (!canDeleteUserAsAdmin(actor, target)) throw conflict(selfMessage);
  const deleted = await deleteAccount(tx, target.id);
  if (!deleted) throw notFound(ADMIN_USER_MESSAGES.notFound);
  return deleted;
}

/** DELETE /api/admin/users/:id: the account and everything it made, recorded in the audit log. */
export async function deleteUserAsAdmin(
  db: DbOrTx,
  actor: AdminActor,
  targetId: number,
): Promise<DeletedAccount> {
  return db.transaction(async (tx) => {
    // The deletion lock first, then the rows: the order deleteAccount itself takes them in.
    await lockAccountDeletions(tx);
    const deleted = await deleteAccountAsAdmin(tx, actor, targetId, ADMIN_USER_MESSAGES.cannotDeleteSelf);
    await recordAudit(tx, actor, {
      action: 'user.delete',
      targetType: 'user',
      targetId,
      summary: `Deleted @${deleted.username}'s account and all its data (${deleted.responses} responses)`,
    });
    return deleted;
  });
}
