import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { ProfileUser } from '@/shared/api/users';
import { FollowButton } from './follow-button';

const grace: ProfileUser = {
  ...makeUser({ id: 2, username: 'grace', displayName: 'Grace Hopper' }),
  isFollowing: false,
};

describe('follow button', () => {
  it('sends a visitor to /auth', async () => {
    const fetchMock = mockFetch({});
    renderApp(<FollowButton profile={grace} />, { user: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/auth'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("follows and says 'You are now following'", async () => {
    mockFetch({ 'POST /api/users/grace/follow': { body: { isFollowing: true, followersCount: 1 } } });
    renderApp(<FollowButton profile={grace} />, { user: makeUser() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You are now following')).toBeVisible();
  });

  it("says 'Failed to unfollow' with the server's message", async () => {
    mockFetch({ 'DELETE /api/users/grace/follow': { status: 404, body: { error: 'User not found' } } });
    renderApp(<FollowButton profile={{ ...grace, isFollowing: true }} />, { user: makeUser() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('Failed to unfollow')).toBeVisible();
    expect(screen.getByText('User not found')).toBeVisible();
  });
});
