import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { reviewAdminReport as ReviewAdminReport } from '@/shared/api/admin-reports';
import type { ReviewReportInput } from '@/shared/schemas/social';
import { refreshAfterAdminChange } from './refresh-after-admin-change';

/**
 * PATCH /api/admin/reports/:id {status, reviewNotes?} -> {message, report}. Notes are trimmed and left out
 * when empty (docs/product.md section 5), here as well as in the form's schema.
 */
export function reviewAdminReport({ id, status, reviewNotes }: { id: number } & ReviewReportInput) {
  const notes = reviewNotes?.trim();
  return callApi<typeof ReviewAdminReport>('PATCH /api/admin/reports/:id', {
    params: { id: String(id) },
    body: notes ? { status, reviewNotes: notes } : { status },
  });
}

/** An approval hides the response from feeds, profiles, search and results: every cached read is refreshed. */
export function useReviewAdminReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewAdminReport,
    onSuccess: () => refreshAfterAdminChange(queryClient),
  });
}
