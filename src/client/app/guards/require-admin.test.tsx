import { fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { RequireAdmin } from './require-admin';

const adminArea = (
  <Routes>
    <Route
      path="/admin"
      element={
        <RequireAdmin>
          <h1>Admin Dashboard</h1>
          <Link to="/admin/reports">Content Reports</Link>
        </RequireAdmin>
      }
    />
    <Route
      path="/admin/reports"
      element={
        <RequireAdmin>
          <h1>Content Reports</h1>
        </RequireAdmin>
      }
    />
  </Routes>
);

describe('the admin guard', () => {
  it('shows Access Denied to a member who is not an admin', async () => {
    mockFetch({ 'GET /api/auth/me': { body: { user: makeUser() } } });
    renderApp(adminArea, { route: '/admin', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText("You don't have permission to access this page.")).toBeVisible();
  });

  it('asks the server again on each admin page, so an admin whose flag was removed is refused on the next one', async () => {
    let isAdmin = true;
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => ({ body: { user: makeUser({ isAdmin }) } }),
    });
    renderApp(adminArea, { route: '/admin', user: makeUser({ isAdmin: true }) });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    // Another admin removes the flag; the member then follows a link of the admin area.
    isAdmin = false;
    fireEvent.click(screen.getByRole('link', { name: 'Content Reports' }));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Content Reports' })).toBeNull();
  });
});
