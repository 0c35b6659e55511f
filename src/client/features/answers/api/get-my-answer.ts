import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getMyAnswer as GetMyAnswer } from '@/shared/api/answers';

/** GET /api/questions/:id/my-answer (signed-in only) -> {hasAnswered, answer}. */
export function getMyAnswer(questionId: number, signal?: AbortSignal) {
  return callApi<typeof GetMyAnswer>('GET /api/questions/:id/my-answer', {
    params: { id: String(questionId) },
    signal,
  });
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
