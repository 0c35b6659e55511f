import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryKeys } from '@/client/lib/query-keys';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { MyDataPanel } from './my-data-panel';

async function openDeleteDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  // The dialog loads when first opened (decision 030).
  await screen.findByRole('dialog', {}, { timeout: 5000 });
  return user;
}

describe('my data panel', () => {
  // The part loads lazily in the app (decision 030); loaded once here so a busy machine cannot time it out.
  beforeAll(() => import('./delete-account-dialog'), 60_000);

  it('shows a wrong password on the field and keeps the member signed in', async () => {
    mockFetch({ 'DELETE /api/users/me': { status: 403, body: { error: 'Incorrect password' } } });
    const { queryClient } = renderApp(<MyDataPanel />, { route: '/users/ada', user: makeUser() });
    const user = await openDeleteDialog();
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Incorrect password')).toBeVisible();
    expect(queryClient.getQueryData(queryKeys.auth.me)).not.toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/users/ada');
  });

  it('asks for the password before sending anything', async () => {
    const fetchMock = mockFetch({});
    renderApp(<MyDataPanel />, { user: makeUser() });
    const user = await openDeleteDialog();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Please enter your password')).toBeVisible();
    // (Only the list of sign-in providers, for the Confirm with Google or Facebook buttons.)
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/users/me');
  });

  it('offers members who joined with Google or Facebook to confirm with it, or by mail, instead of a password', async () => {
    mockFetch({
      'GET /api/auth/providers': { body: { google: true, facebook: true } },
      'GET /api/auth/account': {
        body: {
          email: 'ada@example.test',
          hasPassword: false,
          pendingEmail: null,
          linkedProviders: ['google'],
          canConfirmByMail: true,
          sessions: [],
        },
      },
      'POST /api/users/me/deletion-link': {
        body: {
          message: 'Check your email: your account is deleted once you confirm from the link we sent.',
        },
      },
    });
    renderApp(<MyDataPanel />, { user: makeUser() });
    const user = await openDeleteDialog();
    expect(await screen.findByRole('button', { name: 'Confirm with Google' })).toBeVisible();
    // Facebook is configured but not theirs.
    expect(screen.queryByRole('button', { name: 'Confirm with Facebook' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(
      await screen.findByText(
        'Check your email: your account is deleted once you confirm from the link we sent.',
      ),
    ).toBeVisible();
  });

  it('deletes the account with the password, signs out and goes home', async () => {
    const fetchMock = mockFetch({
      'DELETE /api/users/me': { body: { message: 'Your account and all your data have been deleted' } },
    });
    const { queryClient } = renderApp(<MyDataPanel />, { route: '/users/ada', user: makeUser() });
    const user = await openDeleteDialog();
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Account deleted')).toBeVisible();
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === '/api/users/me');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ password: 'Secret123' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(queryClient.getQueryData(queryKeys.auth.me)).toBeNull();
  });

  it("says 'Download failed' when the export cannot be read", async () => {
    mockFetch({ 'GET /api/users/me/export': { status: 401, body: { error: 'Not signed in' } } });
    renderApp(<MyDataPanel />, { user: makeUser() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Download failed')).toBeVisible();
    expect(screen.getByText('Not signed in')).toBeVisible();
  });
});
