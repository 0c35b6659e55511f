/**
 * The admin's User Management: members listed and searched, one member's responses (private and hidden ones
 * too), the admin flag, and deleting an account. The acting admin's own row is locked and read again inside the
 * transaction, so two admins removing each other at the same moment cannot leave the site without one.
 */
import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES } from '../../../shared/api/admin-users.js';
import { canDeleteUserAsAdmin, canSetAdminFlag } from '../../../shared/policies/user-admin.js';
import type { FeedPagingInput } from '../../../shared/schemas/paging.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/http-error.js';
import { afterCursor, feedWindow, microsOf, takePage } from '../../lib/keyset.js';
import type { AdminActor } from '../admin/actor.js';
import { type AdminPage, storedTotal, totalAfterPage } from '../admin/admin-paging.js';
import { recordAudit } from '../admin/audit.js';
import { memberCount } from '../stats/member-stats.js';
import { type DeletedAccount, deleteAccount, lockAccountDeletions } from './delete-account.js';

/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Members whose username or email contains `search` (any case): both sides lower-cased, so the trigram
 * indexes users_username_trgm and users_email_trgm answer it (stored emails are lower-case).
 */
function matching(search: string): SQL {
  const pattern = `%${literal(search.toLowerCase())}%`;
  return sql`(lower(${users.username}) like ${pattern} or ${users.email} like ${pattern})`;
}

/**
 * Members, newest first; with `search`, those whose username or email contains it. The page's ids come from
 * users_joined_recent after the cursor, then only those rows are read. The total is the stored member count,
 * or with a search the matches counted up to the cap (not at all when page 1 holds them all).
 */
export async function listUsersForAdmin(
  db: DbOrTx,
  paging: FeedPagingInput,
  search?: string,
): Promise<AdminPage<UserRow>> {
  const text = search?.trim();
  const where = text ? matching(text) : sql`true`;
  const window = feedWindow(paging);
  const page = db
    .select({ id: users.id, at: users.joinedAt })
    .from(users)
    .where(sql`${where} and ${afterCursor(sql`${users.joinedAt}`, sql`${users.id}`, window.after)}`)
    .orderBy(desc(users.joinedAt), desc(users.id))
    .limit(window.limit + 1)
    .offset(window.offset)
    .as('page');
  const picked = await db
    .select({ user: users, sortMicros: microsOf(sql`${page.at}`).mapWith(String) })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(desc(page.at), desc(page.id));
  const taken = takePage(
    picked.map(({ user, sortMicros }) => ({ ...user, sortMicros })),
    window,
  );
  const count = text
    ? await totalAfterPage(db, sql`select 1 from ${users} where ${where}`, window, taken)
    : storedTotal(await memberCount(db));
  return { rows: taken.rows.map(({ sortMicros: _, ...user }) => user), count, nextCursor: taken.nextCursor };
}

export async function requireUserForAdmin(db: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
  return row;
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
 * Corrects a member's birth month and year (members set theirs once, at sign-up or on completing a social
 * profile), recorded in the audit log with the old and new dates. Lists already saved keep the age group
 * they were counted in; the member's next save of a list counts it in the new one.
 */
export async function correctBirthDate(
  db: DbOrTx,
  actor: AdminActor,
  targetId: number,
  birth: { birthMonth: number; birthYear: number },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const target = await lockActorAndTarget(tx, actor.id, targetId);
    if (target.birthMonth === birth.birthMonth && target.birthYear === birth.birthYear) return target;
    const [user] = await tx
      .update(users)
      .set({ birthMonth: birth.birthMonth, birthYear: birth.birthYear, updatedAt: new Date() })
      .where(eq(users.id, targetId))
      .returning();
    const date = (month: number | null, year: number | null) => `${month ?? '?'}/${year ?? '?'}`;
    await recordAudit(tx, actor, {
      action: 'user.correct_birth_date',
      targetType: 'user',
      targetId,
      summary:
        `Corrected @${user.username}'s birth date from ${date(target.birthMonth, target.birthYear)} ` +
        `to ${date(user.birthMonth, user.birthYear)}`,
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
