import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { ReportReason } from '@/shared/constants';
import type { ReportSubmitted } from '@/shared/types';
import { refreshResponseLists } from './refresh-response-lists';

export interface ReportVariables {
  responseId: number;
  questionId: number;
  reason: ReportReason;
  /** Trimmed; left out when empty (spec section 5). */
  description?: string;
}

export function reportResponse({
  responseId,
  reason,
  description,
}: ReportVariables): Promise<ReportSubmitted> {
  const text = description?.trim();
  return api(`/api/responses/${responseId}/report`, {
    method: 'POST',
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
