import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listAdminReports as ListAdminReports, ReportFilter } from '@/shared/api/admin-reports';
import type { AdminPageRequest } from './admin-page';

/** GET /api/admin/reports?status&page&cursor -> {reports, pagination}, newest first (50 a page). */
export function listAdminReports(status: ReportFilter, paging: AdminPageRequest, signal?: AbortSignal) {
  const { page, cursor } = paging;
  return callApi<typeof ListAdminReports>('GET /api/admin/reports', {
    query: { status, page, cursor },
    signal,
  });
}

export function useAdminReports(status: ReportFilter, paging: AdminPageRequest) {
  return useQuery({
    queryKey: queryKeys.admin.reportList(status, paging.page, paging.cursor),
    queryFn: ({ signal }) => listAdminReports(status, paging, signal),
    placeholderData: keepPreviousData,
  });
}
