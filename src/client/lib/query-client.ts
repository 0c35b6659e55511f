import { QueryClient } from '@tanstack/react-query';

/**
 * docs/product.md section 9: reads never go stale, no refetch on window focus, no retries
 * (a 401 is just an error). A failed read is not tried again when a screen mounts: a page the server
 * rendered with a 404 keeps it (decision 054); the screens' Try again buttons refetch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        retry: false,
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}

/** How long a read counts as just made: a page the server rendered a moment ago is not read again. */
const JUST_READ_MS = 10_000;

/**
 * refetchOnMount for a screen that must start from what is saved now (an admin list, the policy editor):
 * always, unless the data was read a moment ago (by the server that rendered the page, decision 054).
 */
export const unlessJustRead = (query: { state: { dataUpdatedAt: number } }) =>
  Date.now() - query.state.dataUpdatedAt > JUST_READ_MS ? 'always' : false;
