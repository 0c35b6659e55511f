/** Notifications as the API shows them (docs/product.md section 3). */

import type { FeedPagination } from '../../shared/api/common.js';
import type { NotificationItem, NotificationsPage } from '../../shared/api/notifications.js';
import type { NotificationRow } from '../services/notifications/notifications.js';
import { presentUserSummary } from './user.js';

export function presentNotification(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type as NotificationItem['type'],
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    relatedUser: row.relatedUser ? presentUserSummary(row.relatedUser) : null,
    relatedUrl: row.relatedUrl,
  };
}

export function presentNotificationsPage(page: {
  notifications: NotificationRow[];
  unreadCount: number;
  pagination: FeedPagination;
}): NotificationsPage {
  return {
    notifications: page.notifications.map(presentNotification),
    unreadCount: page.unreadCount,
    pagination: page.pagination,
  };
}
