import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listAdminReports as ListAdminReports, ReportFilter } from '@/shared/api/admin-reports';

/** GET /api/admin/reports?status&page -> {reports, pagination}, newest first (50 a page). */
export function listAdminReports(status: ReportFilter, page: number, signal?: AbortSignal) {
  return callApi<typeof ListAdminReports>('GET /api/admin/reports', { query: { status, page }, signal });
}

export function useAdminReports(status: ReportFilter, page: number) {
  return useQuery({
    queryKey: queryKeys.admin.reportList(status, page),
    queryFn: ({ signal }) => listAdminReports(status, page, signal),
    placeholderData: keepPreviousData,
  });
}
