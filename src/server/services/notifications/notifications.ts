/** A member's own notifications: list, mark read, mark all read, clear all. Nobody touches another's. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PagingInput } from '../../../shared/schemas/paging.js';
import type { DbOrTx } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/http-error.js';
import { canManageNotification } from '../../policies/notification.js';
import type { Actor } from '../../policies/response.js';
import type { NotificationWithRelatedUser } from '../../presenters/notification.js';
import { pagination } from '../../lib/paging.js';

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  cleared: 'All notifications cleared',
} as const;

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

export async function listNotifications(db: DbOrTx, userId: number, paging: PagingInput) {
  const [rows, [{ total }], unreadCount] = await Promise.all([
    db
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
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
    countUnread(db, userId),
  ]);
  const list: NotificationWithRelatedUser[] = rows;
  return { notifications: list, unreadCount, pagination: pagination(paging, total) };
}

/** Someone else's notification answers 404, exactly like one that does not exist. */
export async function markNotificationRead(db: DbOrTx, actor: Actor, id: number): Promise<void> {
  const [row] = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id));
  if (!row || !canManageNotification(actor, row)) throw notFound(NOTIFICATION_MESSAGES.notFound);
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id)));
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
