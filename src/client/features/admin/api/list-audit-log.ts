import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { unlessJustRead } from '@/client/lib/query-client';
import { queryKeys } from '@/client/lib/query-keys';
import type { listAuditLog as ListAuditLog } from '@/shared/api/admin-audit';
import { type AdminPageRequest, pageQuery } from './admin-page';

/** GET /api/admin/audit-log?page&limit&cursor -> {entries, pagination}, newest first. */
export function listAuditLog(paging: AdminPageRequest, signal?: AbortSignal) {
  return callApi<typeof ListAuditLog>('GET /api/admin/audit-log', { query: pageQuery(paging), signal });
}

/** Every admin action adds an entry: read again each time the log is opened. */
export function useAuditLog(paging: AdminPageRequest) {
  return useQuery({
    queryKey: queryKeys.admin.auditLogPage(paging),
    queryFn: ({ signal }) => listAuditLog(paging, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: unlessJustRead,
  });
}
