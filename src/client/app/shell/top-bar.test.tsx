import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { BottomNav } from './bottom-nav';
import { TopBar } from './top-bar';

const unread = (unreadCount: number) => ({
  'GET /api/notifications?limit=1': { body: { notifications: [], unreadCount } },
});

describe('top bar', () => {
  it("shows '9+' on the bell for 12 unread notifications", async () => {
    mockFetch(unread(12));
    renderApp(<TopBar />, { user: makeUser() });
    expect(await screen.findByText('9+')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Notifications (9+ unread)' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it('shows the exact count up to 9, and no badge at 0', async () => {
    mockFetch(unread(7));
    const first = renderApp(<TopBar />, { user: makeUser() });
    expect(await screen.findByText('7')).toBeVisible();
    first.unmount();

    mockFetch(unread(0));
    renderApp(<TopBar />, { user: makeUser() });
    await screen.findByRole('link', { name: 'Notifications' });
    expect(screen.queryByText('0')).toBeNull();
  });

  it('shows no badge and no error while notifications are unavailable', async () => {
    const fetchMock = mockFetch({});
    renderApp(<TopBar />, { user: makeUser() });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a sign-in icon and asks nothing about notifications when signed out', () => {
    const fetchMock = mockFetch(unread(3));
    renderApp(<TopBar />, { user: null });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Admin to admins only and marks the current page', () => {
    mockFetch(unread(0));
    const first = renderApp(<TopBar />, { route: '/explore', user: makeUser() });
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Explore' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    first.unmount();

    renderApp(<TopBar />, { user: makeUser({ isAdmin: true }) });
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('searches the trimmed text on Enter, or opens /search when empty', async () => {
    mockFetch({});
    renderApp(<TopBar />, { user: null });
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, '  best albums {Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search?q=best%20albums'));
    await user.clear(box);
    await user.type(box, '   {Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/search'));
  });
});

describe('mobile bottom bar', () => {
  it("caps the Alerts badge at '9+', and its Menu links Profile to the member's page", async () => {
    mockFetch(unread(42));
    renderApp(<BottomNav />, { user: makeUser() });
    expect(await screen.findByText('9+')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/users/ada');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
  });

  it('offers signed-out visitors sign-in from its Menu and hides Alerts', async () => {
    mockFetch({});
    renderApp(<BottomNav />, { user: null });
    expect(screen.queryByRole('link', { name: /Alerts/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create' }).getAttribute('href')).toBe('/create');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Sign in or register' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(within(menu).queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});

describe('mobile bottom bar: Profile', () => {
  it("reaches the member's own profile in one tap, and the sign-in screen for visitors", async () => {
    mockFetch(unread(0));
    const { unmount } = renderApp(<BottomNav />, { user: makeUser() });
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/users/ada');
    unmount();
    mockFetch({});
    renderApp(<BottomNav />, { user: null });
    const visitorNav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(visitorNav).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/auth');
  });
});
