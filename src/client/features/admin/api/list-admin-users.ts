import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listAdminUsers as ListAdminUsers } from '@/shared/api/admin-users';

export interface AdminUsersFilter {
  page: number;
  limit: number;
  /** Username or email contains it; '' for everyone. */
  search: string;
}

/** GET /api/admin/users?page&limit&search -> {users, pagination}, newest first. */
export function listAdminUsers({ page, limit, search }: AdminUsersFilter, signal?: AbortSignal) {
  return callApi<typeof ListAdminUsers>('GET /api/admin/users', {
    query: { page, limit, search: search.trim() || undefined },
    signal,
  });
}

export function useAdminUsers(filter: AdminUsersFilter) {
  const search = filter.search.trim();
  return useQuery({
    queryKey: queryKeys.admin.userPage(filter.page, filter.limit, search),
    queryFn: ({ signal }) => listAdminUsers({ ...filter, search }, signal),
    placeholderData: keepPreviousData,
  });
}
