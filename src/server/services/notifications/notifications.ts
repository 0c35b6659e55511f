/**
 * A member's own notifications: list, mark read, mark all read, clear all. Nobody touches another's. The list
 * pages by keyset like the feeds (lib/keyset.ts, decision 036): a page's ids are picked from
 * notifications_user_recent alone, after the cursor or a page number's offset in that index, then joined.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { FeedPagingInput } from '../../../shared/schemas/paging.js';
import { type DbOrTx, queryRows } from '../../db/client.js';
import { notifications, type UserRow } from '../../db/schema/index.js';
import {
  afterCursor,
  feedPagination,
  feedWindow,
  microsOf,
  takePage,
  windowLimit,
} from '../../lib/keyset.js';

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

/** Counted through the partial index notifications_user_unread, however many read ones a member keeps. */
export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), unread));
  return n;
}

export async function listNotifications(db: DbOrTx, userId: number, paging: FeedPagingInput) {
  const window = feedWindow(paging);
  const [picked, [{ total }], unreadCount] = await Promise.all([
    queryRows<{
      id: number;
      type: string;
      title: string;
      message: string;
      isRead: boolean;
      createdAt: Date | string;
      relatedUrl: string | null;
      relatedUserId: number | null;
      username: string | null;
      displayName: string | null;
      profilePicture: string | null;
      sortMicros: string;
    }>(
      db,
      sql`
        with page as materialized (
          select n.id, n.created_at as at from notifications n
          where n.user_id = ${userId} and ${afterCursor(sql`n.created_at`, sql`n.id`, window.after)}
          order by n.created_at desc, n.id desc
          ${windowLimit(window)}
        )
        select n.id, n.type, n.title, n.message, n.is_read as "isRead", n.created_at as "createdAt",
          n.related_url as "relatedUrl", u.id as "relatedUserId", u.username, u.display_name as "displayName",
          u.profile_picture as "profilePicture", ${microsOf(sql`p.at`)} as "sortMicros"
        from page p
        join notifications n on n.id = p.id
        left join users u on u.id = n.related_user_id
        order by p.at desc, p.id desc`,
    ),
    // Bounded by the member's own notifications, counted in their index.
    db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
    countUnread(db, userId),
  ]);
  const { rows, nextCursor } = takePage(picked, window);
  const list: NotificationRow[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: new Date(row.createdAt),
    relatedUrl: row.relatedUrl,
    relatedUser:
      row.relatedUserId === null
        ? null
        : {
            id: row.relatedUserId,
            username: row.username ?? '',
            displayName: row.displayName ?? '',
            profilePicture: row.profilePicture,
          },
  }));
  return { notifications: list, unreadCount, pagination: feedPagination(paging, total, nextCursor) };
}

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
