import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listAdminUserResponses as ListAdminUserResponses } from '@/shared/api/admin-users';
import { type AdminPageRequest, pageQuery } from './admin-page';

/** GET /api/admin/users/:id/responses?page&limit&cursor -> {user, responses, pagination}, private and hidden too. */
export function listAdminUserResponses(id: number, paging: AdminPageRequest, signal?: AbortSignal) {
  return callApi<typeof ListAdminUserResponses>('GET /api/admin/users/:id/responses', {
    params: { id: String(id) },
    query: pageQuery(paging),
    signal,
  });
}

export function useAdminUserResponses(id: number, paging: AdminPageRequest) {
  return useQuery({
    queryKey: queryKeys.admin.userResponses(id, paging),
    queryFn: ({ signal }) => listAdminUserResponses(id, paging, signal),
    placeholderData: keepPreviousData,
  });
}
