import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/client/lib/query-keys';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { NotificationItem } from '@/shared/api/notifications';
import { NotificationsScreen } from './notifications-screen';

const LIST = 'GET /api/notifications?page=1&limit=20';
const page = (notifications: NotificationItem[], unreadCount: number) => ({
  notifications,
  unreadCount,
  pagination: { page: 1, limit: 20, total: notifications.length, totalPages: 1, nextCursor: null },
});
const like: NotificationItem = {
  id: 4,
  type: 'like',
  title: 'New like',
  message: 'Grace liked your Top 5 for "Best films"',
  isRead: false,
  createdAt: '2026-03-01T00:00:00Z',
  relatedUser: { id: 2, username: 'grace', displayName: 'Grace Hopper', profilePicture: null },
  relatedUrl: '/question/3#response-8',
};

describe('notifications page', () => {
  it("loads the next page from the cursor the first page handed out ('Load more')", async () => {
    const numbered = (id: number): NotificationItem => ({ ...like, id, message: `Notification ${id}` });
    const fetchMock = mockFetch({
      [LIST]: {
        body: {
          notifications: [numbered(30), numbered(29)],
          unreadCount: 3,
          pagination: { page: 1, limit: 20, total: 3, totalPages: 2, nextCursor: 'after-29' },
        },
      },
      'GET /api/notifications?page=2&limit=20&cursor=after-29': {
        body: {
          notifications: [numbered(28)],
          unreadCount: 3,
          pagination: { page: 2, limit: 20, total: 3, totalPages: 2, nextCursor: null },
        },
      },
    });
    renderApp(<NotificationsScreen />, { user: makeUser() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Notification 28')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/notifications?page=2&limit=20&cursor=after-29',
    );
  });

  it("says 'No notifications yet.' when there are none", async () => {
    mockFetch({ [LIST]: { body: page([], 0) } });
    renderApp(<NotificationsScreen />, { user: makeUser() });
    expect(await screen.findByText('No notifications yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it("says 'Error loading notifications. Please try again.' when the list fails", async () => {
    mockFetch({ [LIST]: { status: 500, body: { error: 'Internal Server Error' } } });
    renderApp(<NotificationsScreen />, { user: makeUser() });
    expect(await screen.findByText('Error loading notifications. Please try again.')).toBeVisible();
  });

  it('marks a notification read when opened, goes to it and lowers the unread badge', async () => {
    let read = false;
    mockFetch({
      [LIST]: () => ({ body: page([{ ...like, isRead: read }], read ? 0 : 1) }),
      'PATCH /api/notifications/4/read': () => {
        read = true;
        return { body: { message: 'ok' } };
      },
      'GET /api/notifications?limit=1': () => ({ body: page([], read ? 0 : 1) }),
    });
    const { queryClient } = renderApp(<NotificationsScreen />, { user: makeUser() });
    queryClient.setQueryData(queryKeys.notifications.unreadCount, 1);
    await userEvent.setup().click(await screen.findByRole('link', { name: /New like/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/question/3'));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.notifications.unreadCount)).toBe(0));
  });
});
