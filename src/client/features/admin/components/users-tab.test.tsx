import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { AdminUser } from '@/shared/api/admin-users';
import { UsersTab } from './users-tab';

const me = makeUser({ id: 1, isAdmin: true });
const member = (id: number, username: string, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id,
  username,
  displayName: username[0].toUpperCase() + username.slice(1),
  email: `${username}@example.com`,
  profilePicture: null,
  isVerified: true,
  isAdmin: false,
  answersCount: 3,
  followersCount: 2,
  followingCount: 1,
  joinedAt: '2026-01-05T00:00:00Z',
  ...overrides,
});
const list = (users: AdminUser[]) => ({
  users,
  pagination: { page: 1, limit: 50, total: users.length, totalPages: 1 },
});

const routes = {
  'GET /api/admin/users?page=1&limit=50': {
    body: list([member(1, 'ada', { isAdmin: true }), member(2, 'grace', { isVerified: false })]),
  },
  'GET /api/admin/users?page=1&limit=50&search=gr': { body: list([member(2, 'grace')]) },
  'GET /api/admin/users?page=1&limit=50&search=nobody': { body: list([]) },
};

describe('user management tab', () => {
  it('lists members with email and verification; your own admin switch and delete are disabled', async () => {
    mockFetch(routes);
    renderApp(<UsersTab currentUserId={1} />, { user: me });
    expect(screen.getByText('Loading users...')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('grace@example.com')).toBeVisible();
    expect((screen.getByRole('switch', { name: 'Admin: ada' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete ada' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Admin: grace' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("searches by username or email, and says 'No users found' when nobody matches", async () => {
    mockFetch(routes);
    renderApp(<UsersTab currentUserId={1} />, { user: me });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Users' });
    const search = screen.getByLabelText('Search users by username or email');
    await user.type(search, 'gr{Enter}');
    // '@grace' is in the full list too: the search has answered once '@ada' is gone.
    await waitFor(() => expect(screen.queryByText('@ada')).toBeNull());
    expect(screen.getByText('@grace')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'nobody{Enter}');
    expect(await screen.findByText('No users found')).toBeVisible();
  });

  it("makes a member an admin with 'User admin status updated'", async () => {
    const fetchMock = mockFetch({
      ...routes,
      'PATCH /api/admin/users/2/admin': {
        body: { message: 'User admin status updated', user: member(2, 'grace', { isAdmin: true }) },
      },
    });
    renderApp(<UsersTab currentUserId={1} />, { user: me });
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Admin: grace' }));
    expect(await screen.findByText('User admin status updated')).toBeVisible();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/users/2/admin');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ isAdmin: true });
  });

  it("deletes a member after confirming, or says 'Failed to delete user'", async () => {
    mockFetch({
      ...routes,
      'DELETE /api/admin/users/2': { status: 404, body: { error: 'User not found' } },
    });
    renderApp(<UsersTab currentUserId={1} />, { user: me });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete grace' }));
    // The dialog loads the first time it opens.
    expect(await screen.findByRole('dialog', { name: 'Delete User' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('Failed to delete user')).toBeVisible();
    expect(screen.getByText('User not found')).toBeVisible();
  });

  it("corrects a member's birth date in a dialog: checked first, then 'Birth date corrected'", async () => {
    const fetchMock = mockFetch({
      ...routes,
      'PATCH /api/admin/users/2/birth-date': {
        body: { message: 'Birth date corrected', user: member(2, 'grace'), birthMonth: 5, birthYear: 1990 },
      },
    });
    renderApp(<UsersTab currentUserId={1} />, { user: me });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Correct grace's birth date" }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct Birth Date' });
    const save = within(dialog).getByRole('button', { name: 'Save Birth Date' });
    const input = within(dialog).getByLabelText('Birth month and year');

    // Nothing entered, then someone too young: each says why, and nothing is sent.
    await user.click(save);
    expect(within(dialog).getByRole('alert').textContent).toBe('Required');
    fireEvent.change(input, { target: { value: `${new Date().getFullYear() - 5}-03` } });
    await user.click(save);
    expect(within(dialog).getByRole('alert').textContent).toBe('Must be at least 13 years old');
    fireEvent.change(input, { target: { value: '1899-12' } });
    await user.click(save);
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid year');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/birth-date'))).toBe(false);

    fireEvent.change(input, { target: { value: '1990-05' } });
    await user.click(save);
    expect(await screen.findByText('Birth date corrected')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct Birth Date' })).toBeNull());
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/users/2/birth-date');
    expect(call?.[1]?.method).toBe('PATCH');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ birthMonth: 5, birthYear: 1990 });
  });

  it("says 'Failed to correct birth date' with the server's reason and keeps the dialog open", async () => {
    mockFetch({
      ...routes,
      'PATCH /api/admin/users/2/birth-date': { status: 404, body: { error: 'User not found' } },
    });
    renderApp(<UsersTab currentUserId={1} />, { user: me });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Correct grace's birth date" }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct Birth Date' });
    fireEvent.change(within(dialog).getByLabelText('Birth month and year'), { target: { value: '1988-11' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Birth Date' }));
    expect(await screen.findByText('Failed to correct birth date')).toBeVisible();
    expect(screen.getByText('User not found')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Correct Birth Date' })).toBeVisible();
  });
});
