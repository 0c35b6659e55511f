import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listDataDeletionRequests as ListDataDeletionRequests } from '@/shared/api/data-deletion';

/** GET /api/admin/data-deletion-requests?page&limit -> {requests, pagination}, newest first. */
export function listDataDeletionRequests(page: number, limit: number, signal?: AbortSignal) {
  return callApi<typeof ListDataDeletionRequests>('GET /api/admin/data-deletion-requests', {
    query: { page, limit },
    signal,
  });
}

/** Requests arrive from visitors at any time: read again each time the list is opened. */
export function useDataDeletionRequests(page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.admin.deletionRequestPage(page, limit),
    queryFn: ({ signal }) => listDataDeletionRequests(page, limit, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
