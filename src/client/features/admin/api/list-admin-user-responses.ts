import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listAdminUserResponses as ListAdminUserResponses } from '@/shared/api/admin-users';

/** GET /api/admin/users/:id/responses?page&limit -> {user, responses, pagination}, private and hidden included. */
export function listAdminUserResponses(id: number, page: number, limit: number, signal?: AbortSignal) {
  return callApi<typeof ListAdminUserResponses>('GET /api/admin/users/:id/responses', {
    params: { id: String(id) },
    query: { page, limit },
    signal,
  });
}

export function useAdminUserResponses(id: number, page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.admin.userResponses(id, page, limit),
    queryFn: ({ signal }) => listAdminUserResponses(id, page, limit, signal),
    placeholderData: keepPreviousData,
  });
}
