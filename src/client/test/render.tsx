/** Renders a piece of the app with its providers, a fresh query cache and a mocked fetch. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster';
import { AuthProvider } from '@/client/features/auth/auth-provider';
import { createQueryClient } from '@/client/lib/query-client';
import { queryKeys } from '@/client/lib/query-keys';
import type { SessionUser } from '@/shared/api/auth';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

/** Routes answered by the fake fetch: 'METHOD /path' (query string included) -> response or function. */
export type FetchRoutes = Record<string, MockResponse | ((init: RequestInit) => MockResponse)>;

export function mockFetch(routes: FetchRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    const key = `${init.method ?? 'GET'} ${url}`;
    const route = routes[key];
    const { status = 200, body } = (typeof route === 'function' ? route(init) : route) ?? {
      status: 404,
      body: { error: 'Not found' },
    };
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, {
      status,
      headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    username: 'ada',
    displayName: 'Ada Lovelace',
    profilePicture: null,
    bio: null,
    isAdmin: false,
    answersCount: 0,
    followersCount: 0,
    followingCount: 0,
    joinedAt: '2026-03-01T00:00:00Z',
    email: 'ada@example.com',
    isVerified: true,
    birthMonth: 12,
    birthYear: 1990,
    country: 'United Kingdom',
    city: 'London, England',
    postalCode: null,
    ...overrides,
  };
}

/** Shows the current path so tests can see where navigation went. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function renderApp(
  ui: ReactElement,
  { route = '/', user }: { route?: string; user?: SessionUser | null } = {},
) {
  const queryClient = createQueryClient();
  // A known session skips the startup GET /api/auth/me (and works under fake timers).
  if (user !== undefined) queryClient.setQueryData(queryKeys.auth.me, user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <AuthProvider>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
          <Toaster />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
