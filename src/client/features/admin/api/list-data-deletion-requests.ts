import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { unlessJustRead } from '@/client/lib/query-client';
import { queryKeys } from '@/client/lib/query-keys';
import type { listDataDeletionRequests as ListDataDeletionRequests } from '@/shared/api/data-deletion';
import { type AdminPageRequest, pageQuery } from './admin-page';

/** GET /api/admin/data-deletion-requests?page&limit&cursor -> {requests, pagination}, newest first. */
export function listDataDeletionRequests(paging: AdminPageRequest, signal?: AbortSignal) {
  return callApi<typeof ListDataDeletionRequests>('GET /api/admin/data-deletion-requests', {
    query: pageQuery(paging),
    signal,
  });
}

/** Requests arrive from visitors at any time: read again each time the list is opened. */
export function useDataDeletionRequests(paging: AdminPageRequest) {
  return useQuery({
    queryKey: queryKeys.admin.deletionRequestPage(paging),
    queryFn: ({ signal }) => listDataDeletionRequests(paging, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: unlessJustRead,
  });
}
