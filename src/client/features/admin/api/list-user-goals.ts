import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { listUserGoals as ListUserGoals } from '@/shared/api/admin-goals';

/** GET /api/admin/user-goals -> {goals (smallest target first), memberCount}. */
export function listUserGoals(signal?: AbortSignal) {
  return callApi<typeof ListUserGoals>('GET /api/admin/user-goals', { signal });
}

export function useUserGoals() {
  return useQuery({ queryKey: queryKeys.admin.goals, queryFn: ({ signal }) => listUserGoals(signal) });
}
