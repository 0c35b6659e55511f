/** Notifications are private: a member reads and changes only their own. */
import type { Actor } from './response.js';

export function canManageNotification(actor: Actor, notification: { userId: number }): boolean {
  return actor.id === notification.userId;
}
