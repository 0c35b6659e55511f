import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/client/lib/query-keys';

/**
 * docs/product.md section 7: after a like, comment or report, the lists at /api/responses/recent and
 * /api/questions/{questionId}/responses are refreshed. Profile tabs show the same cards, so they follow.
 */
export function refreshResponseLists(queryClient: QueryClient, questionId: number): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.responses.recent });
  void queryClient.invalidateQueries({ queryKey: queryKeys.question.responses(questionId) });
  void queryClient.invalidateQueries({
    predicate: ({ queryKey: [area, , list] }) =>
      area === 'users' && (list === 'responses' || list === 'liked'),
  });
}
