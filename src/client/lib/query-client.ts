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

/** The queries the server rendered this page with, until their screen first closes (watchServerReads). */
const fromServer = new Set<string>();

/**
 * Notes the queries hydrated from the server's render: they count as just read for as long as the screen
 * that shows them stays open, however long the browser took to hydrate (a busy phone may take over 10 s).
 */
export function watchServerReads(queryClient: QueryClient, hashes: string[]): void {
  for (const hash of hashes) fromServer.add(hash);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'observerRemoved' && event.query.getObserversCount() === 0)
      fromServer.delete(event.query.queryHash);
  });
}

/**
 * refetchOnMount for a screen that must start from what is saved now (an admin list, the policy editor):
 * always, unless the server rendered the page with it (decision 054) or it was read a moment ago.
 */
export const unlessJustRead = (query: { queryHash: string; state: { dataUpdatedAt: number } }) =>
  !fromServer.has(query.queryHash) && Date.now() - query.state.dataUpdatedAt > JUST_READ_MS
    ? 'always'
    : false;
