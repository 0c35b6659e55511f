import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '@/client/test/render';
import { AuthScreen } from './auth-screen';

const bothConfigured = { 'GET /api/auth/providers': { body: { google: true, facebook: true } } };

describe('/auth after a refused social sign-in', () => {
  it.each([
    ['not_configured', 'facebook', 'Facebook sign-in is not configured on this site'],
    ['provider_unavailable', 'google', 'Google could not be reached'],
    ['cancelled', 'google', 'Google sign-in was cancelled'],
    ['invalid_state', 'google', 'Your Google sign-in expired or could not be checked'],
    ['verification_failed', 'google', 'Google could not confirm who you are'],
    ['email_unverified', 'facebook', 'An account with this email already exists'],
    ['too_many_attempts', 'google', 'Too many sign-in attempts'],
    ['something_new', 'google', 'Sign-in did not work'],
  ])('shows the message for %s (%s) and clears the address', async (code, provider, title) => {
    mockFetch(bothConfigured);
    renderApp(<AuthScreen />, { route: `/auth?error=${code}&provider=${provider}`, user: null });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(title);
    expect(screen.getByTestId('location').textContent).toBe('/auth');
  });

  it('says why an unverified email was not linked, naming the provider', async () => {
    mockFetch(bothConfigured);
    renderApp(<AuthScreen />, { route: '/auth?error=email_unverified&provider=facebook', user: null });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Facebook has not confirmed that this address is yours, so it was not linked.',
    );
  });

  it('keeps other parts of the address, such as the register tab', async () => {
    mockFetch(bothConfigured);
    renderApp(<AuthScreen />, { route: '/auth?tab=register&error=cancelled&provider=google', user: null });
    await screen.findByRole('alert');
    expect(screen.getByTestId('location').textContent).toBe('/auth?tab=register');
  });

  it('shows no alert without an error', async () => {
    mockFetch(bothConfigured);
    renderApp(<AuthScreen />, { route: '/auth', user: null });
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/auth showcase beside the form', () => {
  const hot = {
    id: 4,
    title: 'Top 5 board games',
    description: 'The games you bring out every time.',
    imageUrl: null,
    isTrending: false,
    endDate: null,
    answersCount: 12,
    createdAt: '2026-03-01T00:00:00Z',
    topResults: [
      { item: 'Catan', percentage: 75, points: 40 },
      { item: 'Azul', percentage: 50, points: 21 },
    ],
  };

  it("shows the hottest real question with its answer count, and never 'Best movies of the century'", async () => {
    mockFetch({ ...bothConfigured, 'GET /api/questions/hot': { body: [hot] } });
    renderApp(<AuthScreen />, { route: '/auth', user: null });
    const glimpse = await screen.findByTestId('hot-question-glimpse');
    expect(glimpse.textContent).toContain('Top 5 board games');
    expect(glimpse.textContent).toContain('12 answers');
    expect(glimpse.textContent).toContain('Catan');
    expect(glimpse.textContent).toContain('75%');
    expect(document.body.textContent).not.toContain('Best movies of the century');
    expect(document.body.textContent).not.toContain('2,418');
  });

  it('shows no question card when nothing is hot', async () => {
    const fetchMock = mockFetch({ ...bothConfigured, 'GET /api/questions/hot': { body: [] } });
    renderApp(<AuthScreen />, { route: '/auth', user: null });
    await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/questions/hot'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('hot-question-glimpse')).toBeNull();
    expect(document.body.textContent).not.toContain('answers');
  });
});
