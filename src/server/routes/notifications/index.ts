/** Spec section 7 Notifications, mounted at /api/notifications: a member's own, and nobody else's. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagingQuery } from '../../../shared/schemas/paging.js';
import { idParams } from '../../../shared/schemas/social.js';
import { requireUser } from '../../plugins/session.js';
import { presentNotification } from '../../presenters/notification.js';
import {
  clearAllNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATION_MESSAGES,
} from '../../services/notifications/notifications.js';
import { signedIn } from '../social/signed-in.js';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The top bar asks with ?limit=1 just for unreadCount.
  app.get('/', { ...signedIn, schema: { querystring: pagingQuery() } }, async (request) => {
    const user = requireUser(request);
    const page = await listNotifications(app.db, user.id, request.query);
    return { ...page, notifications: page.notifications.map(presentNotification) };
  });

  app.patch('/mark-all-read', signedIn, async (request) => {
    const user = requireUser(request);
    const updated = await markAllNotificationsRead(app.db, user.id);
    return { message: NOTIFICATION_MESSAGES.allMarkedRead, updated };
  });

  app.patch('/:id/read', { ...signedIn, schema: { params: idParams } }, async (request) => {
    const user = requireUser(request);
    await markNotificationRead(app.db, user, request.params.id);
    return { message: NOTIFICATION_MESSAGES.markedRead };
  });

  app.delete('/clear-all', signedIn, async (request) => {
    const user = requireUser(request);
    const deleted = await clearAllNotifications(app.db, user.id);
    return { message: NOTIFICATION_MESSAGES.cleared, deleted };
  });
};
