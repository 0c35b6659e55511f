/** Notifications are private: a member reads and changes only their own (admins included). */
export function canManageNotification(actor: { id: number }, notification: { userId: number }): boolean {
  return actor.id === notification.userId;
}
