import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listAuditLog as ListAuditLog } from '@/shared/api/admin-audit';

/** GET /api/admin/audit-log?page&limit -> {entries, pagination}, newest first. */
export function listAuditLog(page: number, limit: number, signal?: AbortSignal) {
  return callApi<typeof ListAuditLog>('GET /api/admin/audit-log', { query: { page, limit }, signal });
}

/** Every admin action adds an entry: read again each time the log is opened. */
export function useAuditLog(page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.admin.auditLogPage(page, limit),
    queryFn: ({ signal }) => listAuditLog(page, limit, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
