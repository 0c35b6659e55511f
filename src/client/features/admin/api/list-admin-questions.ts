import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listAdminQuestions as ListAdminQuestions } from '@/shared/api/admin-questions';

/** GET /api/admin/questions?page&limit -> {questions, pagination}, newest first with answer counts. */
export function listAdminQuestions(page: number, limit: number, signal?: AbortSignal) {
  return callApi<typeof ListAdminQuestions>('GET /api/admin/questions', { query: { page, limit }, signal });
}

/** The Manage Questions table; the previous page stays on screen while the next one loads. */
export function useAdminQuestions(page: number, limit: number) {
  return useQuery({
    queryKey: queryKeys.admin.questionPage(page, limit),
    queryFn: ({ signal }) => listAdminQuestions(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

/** The Responses Data filter: the newest 100 questions (the largest admin page). */
export function useAdminQuestionOptions() {
  return useQuery({
    queryKey: queryKeys.admin.questionOptions,
    queryFn: ({ signal }) => listAdminQuestions(1, 100, signal),
  });
}
