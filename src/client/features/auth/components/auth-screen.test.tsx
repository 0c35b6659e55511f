import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '@/client/test/render';
import { AuthScreen } from './auth-screen';

describe('/auth after a social button', () => {
  it('says Facebook sign-in is not available yet and clears the address', async () => {
    mockFetch({});
    renderApp(<AuthScreen />, { route: '/auth?social=unavailable&provider=facebook', user: null });
    expect(
      (await screen.findAllByText('Facebook sign-in is not available yet', { exact: true })).length,
    ).toBeGreaterThan(0);
    expect(screen.getByTestId('location').textContent).toBe('/auth');
  });
});
