import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listAdminUsers as ListAdminUsers } from '@/shared/api/admin-users';
import { type AdminPageRequest, pageQuery } from './admin-page';

export interface AdminUsersFilter extends AdminPageRequest {
  /** Username or email contains it; '' for everyone. */
  search: string;
}

/** GET /api/admin/users?page&limit&cursor&search -> {users, pagination}, newest first. */
export function listAdminUsers({ search, ...paging }: AdminUsersFilter, signal?: AbortSignal) {
  return callApi<typeof ListAdminUsers>('GET /api/admin/users', {
    query: { ...pageQuery(paging), search: search.trim() || undefined },
    signal,
  });
}

export function useAdminUsers(filter: AdminUsersFilter) {
  const search = filter.search.trim();
  return useQuery({
    queryKey: queryKeys.admin.userPage({ ...filter, search }),
    queryFn: ({ signal }) => listAdminUsers({ ...filter, search }, signal),
    placeholderData: keepPreviousData,
  });
}
