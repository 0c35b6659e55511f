import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import type { ProfileUser } from '@/shared/api/users';
import { ProfileHeader } from './profile-header';

const grace: ProfileUser = {
  ...makeUser({ id: 2, username: 'grace', displayName: 'Grace Hopper' }),
  isFollowing: false,
};

const buttons = () => ({
  picture: screen.queryByRole('button', { name: 'Change profile picture' }) !== null,
  follow: screen.queryByRole('button', { name: 'Follow' }) !== null,
  compare: screen.queryByRole('link', { name: 'Compare with me' }) !== null,
});

describe('profile header', () => {
  it('gives the owner the camera button, and no Follow or Compare', () => {
    mockFetch({});
    renderApp(<ProfileHeader profile={grace} />, { user: makeUser({ id: 2, username: 'grace' }) });
    expect(buttons()).toEqual({ picture: true, follow: false, compare: false });
  });

  it('offers another member Follow and Compare with me', () => {
    mockFetch({});
    renderApp(<ProfileHeader profile={grace} />, { user: makeUser() });
    expect(buttons()).toEqual({ picture: false, follow: true, compare: true });
    expect(screen.getByRole('link', { name: 'Compare with me' }).getAttribute('href')).toBe(
      '/users/grace/compare',
    );
  });

  it('shows a visitor Follow only', () => {
    mockFetch({});
    renderApp(<ProfileHeader profile={grace} />, { user: null });
    expect(buttons()).toEqual({ picture: false, follow: true, compare: false });
  });
});
