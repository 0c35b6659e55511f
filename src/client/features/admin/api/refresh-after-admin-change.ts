import type { QueryClient } from '@tanstack/react-query';

/**
 * Deleting a member, a question or a response, or hiding one by a report, moves counts and results all over
 * the site: every cached read but the session is marked stale, and the ones on screen are fetched again.
 */
export function refreshAfterAdminChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
}
