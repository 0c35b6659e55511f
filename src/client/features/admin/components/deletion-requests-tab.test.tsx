import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { DataDeletionRequest } from '@/shared/api/data-deletion';
import { DeletionRequestsTab } from './deletion-requests-tab';

const me = makeUser({ id: 1, isAdmin: true });
const request = (
  id: number,
  email: string,
  overrides: Partial<DataDeletionRequest> = {},
): DataDeletionRequest => ({
  id,
  email,
  reason: `Please delete ${email}`,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00Z',
  confirmedAt: null,
  handledAt: null,
  handledBy: null,
  accountExists: true,
  account: { id: id + 10, username: email.split('@')[0], displayName: email, profilePicture: null },
  ...overrides,
});

describe('data deletion requests tab', () => {
  it('shows each request as Confirmed or Unconfirmed, and offers Delete Account only once confirmed', async () => {
    mockFetch({
      'GET /api/admin/data-deletion-requests?page=1&limit=50': {
        body: {
          requests: [
            request(2, 'unsure@example.com'),
            request(1, 'sure@example.com', { confirmedAt: '2026-11-20T11:00:00Z' }),
          ],
          pagination: { page: 1, limit: 50, total: 2, totalPages: 1 },
        },
      },
    });
    renderApp(<DeletionRequestsTab />, { user: me });
    const [unconfirmed, confirmed] = await screen.findAllByRole('listitem');
    expect(within(unconfirmed).getByText('unsure@example.com')).toBeVisible();
    expect(within(unconfirmed).getByText('Unconfirmed')).toBeVisible();
    expect(within(unconfirmed).queryByRole('button', { name: 'Delete Account' })).toBeNull();
    expect(within(unconfirmed).getByText(/can be deleted once the request is confirmed/)).toBeVisible();
    expect(within(unconfirmed).getByRole('button', { name: 'Mark Done' })).toBeVisible();

    expect(within(confirmed).getByText('Confirmed')).toBeVisible();
    expect(within(confirmed).getByRole('button', { name: 'Delete Account' })).toBeVisible();
  });
});
