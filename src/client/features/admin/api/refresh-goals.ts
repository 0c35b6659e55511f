import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/client/lib/query-keys';

/** A goal changed: the admin table and the home banner's member stats are read again. */
export function refreshGoals(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.goals });
  void queryClient.invalidateQueries({ queryKey: queryKeys.stats.users });
}
