import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { unlessJustRead } from '@/client/lib/query-client';
import { queryKeys } from '@/client/lib/query-keys';
import type { getAdminPrivacyPolicy as GetAdminPrivacyPolicy } from '@/shared/api/privacy';

/** GET /api/admin/privacy-policy -> {content, updatedAt, updatedBy}; empty before the first save. */
export function getAdminPrivacyPolicy(signal?: AbortSignal) {
  return callApi<typeof GetAdminPrivacyPolicy>('GET /api/admin/privacy-policy', { signal });
}

/** The editor always starts from the text saved now, not from an older copy in the cache. */
export function useAdminPrivacyPolicy() {
  return useQuery({
    queryKey: queryKeys.admin.privacyPolicy,
    queryFn: ({ signal }) => getAdminPrivacyPolicy(signal),
    refetchOnMount: unlessJustRead,
  });
}
