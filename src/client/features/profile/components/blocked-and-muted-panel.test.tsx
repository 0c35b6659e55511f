import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { BlockedAndMutedPanel } from './blocked-and-muted-panel';

const bob = {
  id: 7,
  username: 'bob',
  displayName: 'Bob Stone',
  profilePicture: null,
  since: '2026-11-01T00:00:00Z',
};
const cat = {
  id: 8,
  username: 'cat',
  displayName: 'Cat Moss',
  profilePicture: null,
  since: '2026-11-02T00:00:00Z',
};

describe('Blocked and muted', () => {
  it('lists the members blocked and muted, and unblocks one', async () => {
    let blocked = [bob];
    const fetchMock = mockFetch({
      'GET /api/users/me/blocks': () => ({ body: { blocked, muted: [cat] } }),
      'DELETE /api/users/bob/block': () => {
        blocked = [];
        return { body: { isBlocked: false } };
      },
    });
    renderApp(<BlockedAndMutedPanel />, { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Blocked' }, { timeout: 5000 });
    expect(list.textContent).toContain('Bob Stone');
    expect(screen.getByRole('list', { name: 'Muted' }).textContent).toContain('Cat Moss');
    await userEvent.click(screen.getByRole('button', { name: 'Unblock @bob' }));
    await screen.findByText('You have not blocked anyone.');
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/api/users/bob/block'),
      ),
    ).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Muted' }).textContent).toContain('Cat Moss'),
    );
  });

  it('says so when nobody is blocked or muted', async () => {
    mockFetch({ 'GET /api/users/me/blocks': { body: { blocked: [], muted: [] } } });
    renderApp(<BlockedAndMutedPanel />, { user: makeUser() });
    await screen.findByText('You have not blocked anyone.', {}, { timeout: 5000 });
    expect(screen.getByText('You have not muted anyone.').textContent).toBe('You have not muted anyone.');
  });
});
