/**
 * docs/product.md section 7 Notifications (/api/notifications/...): a member's own, and nobody else's.
 * A member's first page is kept for them (decision 045): every notification of theirs written, read, cleared
 * or deleted notifies `notifications:<id>` (migration 0024), a named member's new name or picture `people`.
 */
import type { FastifyInstance } from 'fastify';
import {
  clearAllNotifications,
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../../shared/api/notifications.js';
import { canManageNotification } from '../../../shared/policies/notification.js';
import { isFirstPage } from '../../cache/feed-pages.js';
import { servePrivately } from '../../cache/serve-cached.js';
import { hiddenTopic, notificationsTopic, PEOPLE_TOPIC } from '../../cache/topics.js';
import { notFound } from '../../lib/http-error.js';
import { requireUser } from '../../plugins/session.js';
import { presentNotificationsPage } from '../../presenters/notification.js';
import * as notifications from '../../services/notifications/notifications.js';

import { route } from '../route.js';

const { NOTIFICATION_MESSAGES: MESSAGES } = notifications;

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  // The top bar asks with ?limit=1 just for unreadCount.
  route(app, getNotifications, { access: 'member' }, async (request, reply) => {
    const user = requireUser(request);
    const read = async () =>
      presentNotificationsPage(await notifications.listNotifications(app.db, user.id, request.query));
    if (!isFirstPage(request.query)) return read();
    const key = `notifications/${user.id}?limit=${request.query.limit}`;
    return servePrivately(app, request, reply, key, async () => ({
      value: await read(),
      // A block made or undone (decision 085: a blocked member's notifications are not shown).
      topics: [notificationsTopic(user.id), PEOPLE_TOPIC, hiddenTopic(user.id)],
    }));
  });

  route(app, markAllNotificationsRead, { access: 'member' }, async (request) => {
    const user = requireUser(request);
    const updated = await notifications.markAllNotificationsRead(app.db, user.id);
    return { message: MESSAGES.allMarkedRead, updated };
  });

  // Someone else's notification answers 404, exactly like one that does not exist.
  route(app, markNotificationRead, { access: 'member' }, async (request) => {
    const user = requireUser(request);
    const notification = await notifications.findNotification(app.db, request.params.id);
    if (!notification || !canManageNotification(user, notification)) throw notFound(MESSAGES.notFound);
    await notifications.markNotificationRead(app.db, notification.id);
    return { message: MESSAGES.markedRead };
  });

  route(app, clearAllNotifications, { access: 'member' }, async (request) => {
    const user = requireUser(request);
    const deleted = await notifications.clearAllNotifications(app.db, user.id);
    return { message: MESSAGES.cleared, deleted };
  });
}
