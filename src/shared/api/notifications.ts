/** /api/notifications (docs/product.md section 7 Other): a member's own notifications, and nobody else's. */
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../constants.js';
import { feedPagingQuery } from '../schemas/paging.js';
import { feedPagination, idParams, isoDateTime, userSummary } from './common.js';
import { apiError, defineCall, okMessage } from './contract.js';

/** A notification; relatedUrl opens the thing it is about. */
export const notificationItem = z
  .object({
    id: z.number().int(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    isRead: z.boolean(),
    createdAt: isoDateTime,
    /** Null when the notification names nobody, or the member has since been deleted. */
    relatedUser: userSummary.nullable(),
    relatedUrl: z.string().nullable(),
  })
  .meta({ id: 'NotificationItem' });
export type NotificationItem = z.infer<typeof notificationItem>;

/** A page of notifications, newest first, with the member's unread count (of all pages). */
export const notificationsPage = z
  .object({
    notifications: z.array(notificationItem),
    unreadCount: z.number().int(),
    pagination: feedPagination,
  })
  .meta({ id: 'NotificationsPage' });
export type NotificationsPage = z.infer<typeof notificationsPage>;

export const getNotifications = defineCall({
  method: 'GET',
  path: '/api/notifications',
  summary: "The member's notifications, newest first, with the unread count (the top bar asks ?limit=1)",
  tag: 'notifications',
  query: feedPagingQuery(),
  response: { 200: notificationsPage, 400: apiError, 401: apiError },
});

export const markAllNotificationsRead = defineCall({
  method: 'PATCH',
  path: '/api/notifications/mark-all-read',
  summary: "Mark all the member's notifications read",
  tag: 'notifications',
  response: {
    200: okMessage.extend({ updated: z.number().int() }),
    401: apiError,
    403: apiError,
  },
});

export const markNotificationRead = defineCall({
  method: 'PATCH',
  path: '/api/notifications/:id/read',
  summary: 'Mark one of the member’s notifications read (anyone else’s is a 404)',
  tag: 'notifications',
  params: idParams,
  response: { 200: okMessage, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
});

export const clearAllNotifications = defineCall({
  method: 'DELETE',
  path: '/api/notifications/clear-all',
  summary: "Delete all the member's notifications",
  tag: 'notifications',
  response: {
    200: okMessage.extend({ deleted: z.number().int() }),
    401: apiError,
    403: apiError,
  },
});
