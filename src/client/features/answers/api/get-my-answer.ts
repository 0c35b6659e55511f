import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { MyAnswer } from '@/shared/types';

/** GET /api/questions/:id/my-answer (signed-in only). */
export function getMyAnswer(questionId: number, signal?: AbortSignal): Promise<MyAnswer> {
  return api(`/api/questions/${questionId}/my-answer`, { signal });
}

export function myAnswerQueryOptions(questionId: number) {
  return queryOptions({
    queryKey: queryKeys.question.myAnswer(questionId),
    queryFn: ({ signal }) => getMyAnswer(questionId, signal),
  });
}

/** The signed-in member's current answer; not asked for while signed out. */
export function useMyAnswer(questionId: number, signedIn: boolean) {
  return useQuery({ ...myAnswerQueryOptions(questionId), enabled: signedIn });
}
