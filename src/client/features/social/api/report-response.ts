import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { reportResponse as ReportResponse } from '@/shared/api/social';
import type { ReportReason } from '@/shared/constants';
import { refreshResponseLists } from './refresh-response-lists';

export interface ReportVariables {
  responseId: number;
  questionId: number;
  reason: ReportReason;
  /** Trimmed; left out when empty (docs/product.md section 5). */
  description?: string;
}

/**
 * POST /api/responses/:id/report {reason, description?} -> 201 {message, id}. The form's schema has trimmed
 * the description already; trimming here too keeps every caller to the rule of docs/product.md section 5.
 */
export function reportResponse({ responseId, reason, description }: ReportVariables) {
  const text = description?.trim();
  return callApi<typeof ReportResponse>('POST /api/responses/:id/report', {
    params: { id: String(responseId) },
    body: text ? { reason, description: text } : { reason },
  });
}

export function useReportResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportResponse,
    onSuccess: (_result, { questionId }) => refreshResponseLists(queryClient, questionId),
  });
}
