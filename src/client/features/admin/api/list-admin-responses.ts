import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listAdminResponses as ListAdminResponses } from '@/shared/api/admin-responses';

export interface AdminResponsesFilter {
  page: number;
  limit: number;
  /** Only this question's responses; null for all. */
  questionId: number | null;
}

/** GET /api/admin/responses?page&limit&questionId -> {responses, pagination}; private and hidden ones marked. */
export function listAdminResponses({ page, limit, questionId }: AdminResponsesFilter, signal?: AbortSignal) {
  return callApi<typeof ListAdminResponses>('GET /api/admin/responses', {
    query: { page, limit, questionId: questionId === null ? undefined : String(questionId) },
    signal,
  });
}

export function useAdminResponses(filter: AdminResponsesFilter) {
  return useQuery({
    queryKey: queryKeys.admin.responsePage(filter.page, filter.limit, filter.questionId),
    queryFn: ({ signal }) => listAdminResponses(filter, signal),
    placeholderData: keepPreviousData,
  });
}
