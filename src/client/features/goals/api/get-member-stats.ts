import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import { STATS_REFRESH_MS } from '@/shared/constants';
import type { MemberStats } from '@/shared/types';

/** GET /api/stats/users -> {count, currentGoal, goals}. */
export function getMemberStats(signal?: AbortSignal): Promise<MemberStats> {
  return api('/api/stats/users', { signal });
}

/** Refreshed every 60 s (spec section 7), so the banner moves as members join. */
export const memberStatsQueryOptions = queryOptions({
  queryKey: queryKeys.stats.users,
  queryFn: ({ signal }) => getMemberStats(signal),
  refetchInterval: STATS_REFRESH_MS,
});

export function useMemberStats() {
  return useQuery(memberStatsQueryOptions);
}
