import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { getMemberStats as GetMemberStats } from '@/shared/api/stats';
import { STATS_REFRESH_MS } from '@/shared/constants';

/** GET /api/stats/users -> {count, currentGoal, goals}. */
export function getMemberStats(signal?: AbortSignal) {
  return callApi<typeof GetMemberStats>('GET /api/stats/users', { signal });
}

/** Refreshed every 60 s (docs/product.md section 7), so the banner moves as members join. */
export const memberStatsQueryOptions = queryOptions({
  queryKey: queryKeys.stats.users,
  queryFn: ({ signal }) => getMemberStats(signal),
  refetchInterval: STATS_REFRESH_MS,
});

export function useMemberStats() {
  return useQuery(memberStatsQueryOptions);
}
