/** Notifications as the API shows them (spec section 3). */
import type { NotificationItem } from '../../shared/types.js';
import type { SummaryFields } from './comment.js';
import { presentUserSummary } from './user.js';

export interface NotificationWithRelatedUser {
  id: number;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: Date;
  relatedUrl: string | null;
  /** Null when the notification names nobody, or the member has since been deleted. */
  relatedUser: SummaryFields | null;
}

export function presentNotification(row: NotificationWithRelatedUser): NotificationItem {
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
