import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { SessionTimeout } from './session-timeout';

const MINUTE = 60_000;

/** Moves the fake clock (Date.now and the 1 s interval) and lets React and fetch promises settle. */
async function idle(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('session timeout', () => {
  // The warning loads lazily (decision 030): its module is loaded once here, before the clock is faked.
  beforeAll(() => import('./session-timeout-dialog'));

  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('warns after 25 idle minutes with a live countdown, and logs out at 30', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/logout': { body: { message: 'Logged out' } } });
    const { queryClient } = renderApp(<SessionTimeout />, { user: makeUser() });

    await idle(25 * MINUTE - 2000);
    expect(screen.queryByRole('dialog')).toBeNull();

    await idle(2000);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.getByText('5:00')).toBeVisible();
    await idle(1000);
    expect(screen.getByText('4:59')).toBeVisible();
    await idle(60_000);
    expect(screen.getByText('3:59')).toBeVisible();

    await idle(4 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Session expired')).toBeVisible();
    expect(screen.getByText('You were automatically logged out due to inactivity.')).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/logout')).toBe(true);
    expect(queryClient.getQueryData(['auth', 'me'])).toBeNull();
  });

  it('activity resets the idle time', async () => {
    mockFetch({ 'POST /api/auth/extend-session': { body: { message: 'ok', expiresAt: '' } } });
    renderApp(<SessionTimeout />, { user: makeUser() });
    await idle(20 * MINUTE);
    fireEvent.keyDown(window, { key: 'a' });
    await idle(20 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await idle(5 * MINUTE + 1000);
    expect(screen.getByRole('dialog')).toBeVisible();
    fireEvent.mouseDown(document.body);
    await idle(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Stay Logged In extends the session on the server', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/extend-session': { body: { message: 'Session extended', expiresAt: '' } },
    });
    renderApp(<SessionTimeout />, { user: makeUser() });
    await idle(25 * MINUTE + 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    await idle(0);
    expect(screen.getByText('Session extended')).toBeVisible();
    expect(screen.getByText('Your session has been extended for another 2 hours.')).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/extend-session')).toBe(true);
    await idle(24 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Dismiss only closes the warning: the logout still comes at 30 minutes', async () => {
    mockFetch({ 'POST /api/auth/logout': { body: { message: 'Logged out' } } });
    renderApp(<SessionTimeout />, { user: makeUser() });
    await idle(25 * MINUTE + 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await idle(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await idle(5 * MINUTE);
    expect(screen.getByText('Session expired')).toBeVisible();
  });

  it('does nothing while signed out', async () => {
    const fetchMock = mockFetch({});
    renderApp(<SessionTimeout />, { user: null });
    await idle(31 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
