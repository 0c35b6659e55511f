import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getPrivacyPolicy as GetPrivacyPolicy } from '@/shared/api/privacy';

/** GET /api/privacy-policy -> {content (Markdown), updatedAt}; 404 until an admin has written one. */
export function getPrivacyPolicy(signal?: AbortSignal) {
  return callApi<typeof GetPrivacyPolicy>('GET /api/privacy-policy', { signal });
}

export function usePrivacyPolicy() {
  return useQuery({ queryKey: queryKeys.privacy.policy, queryFn: ({ signal }) => getPrivacyPolicy(signal) });
}
