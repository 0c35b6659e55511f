import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listAdminQuestions as ListAdminQuestions } from '@/shared/api/admin-questions';
import { type AdminPageRequest, pageQuery } from './admin-page';

/** GET /api/admin/questions?page&limit&cursor -> {questions, pagination}, newest first with answer counts. */
export function listAdminQuestions(paging: AdminPageRequest, signal?: AbortSignal) {
  return callApi<typeof ListAdminQuestions>('GET /api/admin/questions', { query: pageQuery(paging), signal });
}

/** The Manage Questions table; the previous page stays on screen while the next one loads. */
export function useAdminQuestions(paging: AdminPageRequest) {
  return useQuery({
    queryKey: queryKeys.admin.questionPage(paging),
    queryFn: ({ signal }) => listAdminQuestions(paging, signal),
    placeholderData: keepPreviousData,
  });
}

/** The Responses Data filter: the newest 100 questions (the largest admin page). */
export function useAdminQuestionOptions() {
  return useQuery({
    queryKey: queryKeys.admin.questionOptions,
    queryFn: ({ signal }) => listAdminQuestions({ page: 1, limit: 100 }, signal),
  });
}
