import { QueryClient } from '@tanstack/react-query';

/**
 * docs/product.md section 9: reads never go stale, no refetch on window focus, no retries
 * (a 401 is just an error).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
