/**
 * A member's own notifications: list, mark read, mark all read, clear all. Nobody touches another's. The list
 * pages by keyset like the feeds (lib/keyset.ts, decision 036): after a cursor the page starts right after
 * that row in notifications_user_recent; a page number alone walks that index from the top.
 */
import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { FeedPagingInput } from '../../../shared/schemas/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { notifications, type UserRow, users } from '../../db/schema/index.js';
import { afterCursor, feedPagination, feedWindow, microsOf, takePage } from '../../lib/keyset.js';

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  cleared: 'All notifications cleared',
} as const;

/** A notification with the member it names, if any. */
export interface NotificationRow {
  id: number;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: Date;
  relatedUrl: string | null;
  /** Null when the notification names nobody, or the member has since been deleted. */
  relatedUser: Pick<UserRow, 'id' | 'username' | 'displayName' | 'profilePicture'> | null;
}

/** Written as the partial index notifications_user_unread's own predicate, so the planner always uses it. */
const unread = sql`not ${notifications.isRead}`;

/**
 * Not about a member blocked either way (decision 085): a block deletes what the two had of each other, and
 * nothing new is written between them, but a like committing in the very instant of the block may leave one
 * behind; it is never shown or counted as unread. Two probes of the blocks primary key, only for a
 * notification that names a member.
 */
const notFromBlocked = (n: SQL) => sql`(${n}.related_user_id is null or not exists (
  select 1 from blocks b
  where (b.blocker_id = ${n}.user_id and b.blocked_id = ${n}.related_user_id)
     or (b.blocker_id = ${n}.related_user_id and b.blocked_id = ${n}.user_id)))`;

/** Counted through the partial index notifications_user_unread, however many read ones a member keeps. */
export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), unread, notFromBlocked(sql`${notifications}`)));
  return n;
}

/**
 * A page of the member's notifications with their total and unread count: one prepared statement (one after a
 * cursor, one from a page number), the counts as subqueries on each row (index-only, through
 * notifications_user_recent and notifications_user_unread). An empty page (none yet, or past the end) counts
 * apart.
 */
export async function listNotifications(db: DbOrTx, userId: number, paging: FeedPagingInput) {
  const window = feedWindow(paging);
  // One row more than the page, to tell whether another page follows.
  const rows = window.after
    ? await notificationsAfter(db).execute({
        userId,
        limit: window.limit + 1,
        micros: window.after.micros,
        id: window.after.id,
      })
    : await notificationsPage(db).execute({ userId, limit: window.limit + 1, offset: window.offset });
  const [total, unreadCount] = rows[0]
    ? [rows[0].total, rows[0].unreadCount]
    : await Promise.all([countAll(db, userId), countUnread(db, userId)]);
  const { rows: page, nextCursor } = takePage(rows, window);
  const list: NotificationRow[] = page.map(({ total: _, unreadCount: __, sortMicros: ___, ...row }) => row);
  return { notifications: list, unreadCount, pagination: feedPagination(paging, total, nextCursor) };
}

async function countAll(db: DbOrTx, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
  return n;
}

/** The member's notifications matching `where`, newest first, with the counts and each row's cursor position. */
function selectPage(db: DbOrTx, where: SQL) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
      relatedUrl: notifications.relatedUrl,
      relatedUser: {
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        profilePicture: users.profilePicture,
      },
      total: sql<number>`(select count(*)::int from notifications n where n.user_id = ${userId})`.mapWith(
        Number,
      ),
      unreadCount: sql<number>`(select count(*)::int from notifications n
        where n.user_id = ${userId} and not n.is_read and ${notFromBlocked(sql`n`)})`.mapWith(Number),
      sortMicros: sql<string>`${microsOf(sql`${notifications.createdAt}`)}`,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.relatedUserId))
    .where(and(eq(notifications.userId, userId), where, notFromBlocked(sql`${notifications}`)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'));
}

const notificationsPage = preparedPerDatabase((db) =>
  selectPage(db, sql`true`).offset(sql.placeholder('offset')).prepare('notifications_page'),
);

const notificationsAfter = preparedPerDatabase((db) =>
  selectPage(
    db,
    afterCursor(sql`${notifications.createdAt}`, sql`${notifications.id}`, {
      micros: sql.placeholder('micros'),
      id: sql.placeholder('id'),
    }),
  ).prepare('notifications_after'),
);

/** Whose notification it is, or null when there is no such notification. */
export async function findNotification(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; userId: number } | null> {
  const [row] = await db
    .select({ id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row ?? null;
}

/** Marks one notification read (the caller has checked it is the member's own). */
export async function markNotificationRead(db: DbOrTx, id: number): Promise<void> {
  await db.update(notifications).set({ isRead: true }).where(eq(notifications.id, id));
}

export async function markAllNotificationsRead(db: DbOrTx, userId: number): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), unread))
    .returning({ id: notifications.id });
  return updated.length;
}

export async function clearAllNotifications(db: DbOrTx, userId: number): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return deleted.length;
}

/**
 * The member's notifications written after notification `afterId`, oldest first, at most `limit`: what a live
 * stream has not sent yet (routes/live, decision 108). Through notifications_user_id (migration 0041).
 */
export async function notificationsAfterId(
  db: DbOrTx,
  userId: number,
  afterId: number,
  limit: number,
): Promise<NotificationRow[]> {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
      relatedUrl: notifications.relatedUrl,
      relatedUser: {
        id: users.id,
        username: users.username,
        displayName: users.displayName,
        profilePicture: users.profilePicture,
      },
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.relatedUserId))
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(limit);
  return rows;
}

/** The id of the member's newest notification, 0 with none: where a new live stream starts. */
export async function latestNotificationId(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row?.id ?? 0;
}
