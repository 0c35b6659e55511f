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
