import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '@/client/test/render';
import { SocialButtons } from './social-buttons';

describe('Social sign-in buttons on /auth', () => {
  it('disables a provider the site has no keys for and says it is not configured', async () => {
    mockFetch({ 'GET /api/auth/providers': { body: { google: false, facebook: true } } });
    renderApp(<SocialButtons />, { route: '/auth', user: null });
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect((google as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText('Google sign-in is not configured on this site')).toBeVisible();
    expect(google.getAttribute('aria-describedby')).toBe('social-google-unavailable');
    expect(
      (screen.getByRole('button', { name: 'Continue with Facebook' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.queryByText('Facebook sign-in is not configured on this site')).toBeNull();
  });

  it('says so for both when neither is configured', async () => {
    mockFetch({ 'GET /api/auth/providers': { body: { google: false, facebook: false } } });
    renderApp(<SocialButtons />, { route: '/auth', user: null });
    await screen.findByText('Facebook sign-in is not configured on this site');
    expect(screen.getByText('Google sign-in is not configured on this site')).toBeVisible();
  });

  it('keeps both buttons usable when both are configured', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/providers': { body: { google: true, facebook: true } } });
    renderApp(<SocialButtons />, { route: '/auth', user: null });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    for (const name of ['Continue with Google', 'Continue with Facebook']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false);
    }
    expect(screen.queryByText(/is not configured on this site/)).toBeNull();
  });
});
