import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { AuthScreen } from './auth-screen';

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** The calls that send something (the screen itself GETs which social providers are configured). */
function postsSent(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');
}

describe('login form', () => {
  it("shows the spec's validation messages and sends nothing", async () => {
    const fetchMock = mockFetch({});
    renderApp(<AuthScreen />, { user: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(postsSent(fetchMock)).toEqual([]);
  });

  it("says 'Login Failed' with the server's message on wrong credentials", async () => {
    mockFetch({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
    renderApp(<AuthScreen />, { user: null });
    await fillLogin('ada@example.com', 'WrongPass1');
    expect(await screen.findByText('Login Failed')).toBeVisible();
    expect(screen.getByText('Invalid email or password')).toBeVisible();
  });

  it("says 'Email not verified' when the server says so", async () => {
    mockFetch({
      'POST /api/auth/login': {
        status: 403,
        body: { error: 'Email not verified. Please check your inbox.' },
      },
    });
    renderApp(<AuthScreen />, { user: null });
    await fillLogin('ada@example.com', 'Password1');
    expect(await screen.findByText('Email not verified')).toBeVisible();
    expect(
      screen.getByText('Please check your email for the verification link or request a new one.'),
    ).toBeVisible();
  });

  it('signs in, welcomes back and goes home', async () => {
    mockFetch({ 'POST /api/auth/login': { body: { user: makeUser() } } });
    renderApp(<AuthScreen />, { route: '/auth', user: null });
    await fillLogin('ada@example.com', 'Password1');
    expect(await screen.findByText('Login successful')).toBeVisible();
    expect(screen.getByText('Welcome back!')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('asks for the email before resending the verification link', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/resend-verification': { body: { message: 'ok' } } });
    renderApp(<AuthScreen />, { user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification' }));
    expect(await screen.findByText('Email required')).toBeVisible();
    expect(screen.getByText('Please enter your email address first.')).toBeVisible();
    expect(postsSent(fetchMock)).toEqual([]);

    await userEvent.setup().type(screen.getByLabelText('Email'), 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification' }));
    expect(await screen.findByText('Verification email sent')).toBeVisible();
  });

  it('sends a signed-in visitor home', async () => {
    mockFetch({});
    renderApp(<AuthScreen />, { route: '/auth', user: makeUser() });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});
