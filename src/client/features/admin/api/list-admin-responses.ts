import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listAdminResponses as ListAdminResponses } from '@/shared/api/admin-responses';
import { type AdminPageRequest, pageQuery } from './admin-page';

export interface AdminResponsesFilter extends AdminPageRequest {
  /** Only this question's responses; null for all. */
  questionId: number | null;
}

/** GET /api/admin/responses?page&limit&cursor&questionId -> {responses, pagination}; private and hidden marked. */
export function listAdminResponses({ questionId, ...paging }: AdminResponsesFilter, signal?: AbortSignal) {
  return callApi<typeof ListAdminResponses>('GET /api/admin/responses', {
    query: { ...pageQuery(paging), questionId: questionId === null ? undefined : String(questionId) },
    signal,
  });
}

export function useAdminResponses(filter: AdminResponsesFilter) {
  return useQuery({
    queryKey: queryKeys.admin.responsePage(filter),
    queryFn: ({ signal }) => listAdminResponses(filter, signal),
    placeholderData: keepPreviousData,
  });
}
