import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getSocialProviders as GetSocialProviders } from '@/shared/api/auth';

/** GET /api/auth/providers -> {google, facebook}: which social sign-in buttons can work on this site. */
export function getSocialProviders(signal?: AbortSignal) {
  return callApi<typeof GetSocialProviders>('GET /api/auth/providers', { signal });
}

export const socialProvidersQueryOptions = queryOptions({
  queryKey: queryKeys.auth.providers,
  queryFn: ({ signal }) => getSocialProviders(signal),
  // Set by the server's environment: it does not change while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSocialProviders() {
  return useQuery(socialProvidersQueryOptions);
}
