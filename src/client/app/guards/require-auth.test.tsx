import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CompleteProfileScreen } from '@/client/features/auth/components/complete-profile-screen';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { PLACEHOLDER_BIRTH_YEAR, PLACEHOLDER_COUNTRY } from '@/shared/constants';
import { RequireAuth } from './require-auth';

// The guarded screen at its own path, so the guard's redirect lands somewhere else.
const guarded = (
  <Routes>
    <Route
      path="/complete-profile"
      element={
        <RequireAuth>
          <CompleteProfileScreen />
        </RequireAuth>
      }
    />
    <Route path="*" element={null} />
  </Routes>
);
const location = () => screen.getByTestId('location').textContent;

describe('the sign-in guard', () => {
  it('sends a visitor to /auth, with the way back to the page they asked for', async () => {
    mockFetch({});
    renderApp(guarded, { route: '/complete-profile', user: null });
    await waitFor(() => expect(location()).toBe('/auth?next=%2Fcomplete-profile'));
  });

  it('waits for the session, then lets a member in', async () => {
    const placeholder = makeUser({ birthYear: PLACEHOLDER_BIRTH_YEAR, country: PLACEHOLDER_COUNTRY });
    mockFetch({ 'GET /api/auth/me': { body: { user: placeholder } } });
    renderApp(guarded, { route: '/complete-profile' });
    await screen.findByRole('heading', { name: 'Complete your profile' });
    expect(location()).toBe('/complete-profile');
  });
});

describe('/complete-profile', () => {
  it('sends a member whose profile is already complete to /', async () => {
    mockFetch({});
    renderApp(guarded, { route: '/complete-profile', user: makeUser() });
    await waitFor(() => expect(location()).toBe('/'));
  });
});
