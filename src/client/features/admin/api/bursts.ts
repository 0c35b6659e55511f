import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type {
  listAdminBursts as ListAdminBursts,
  releaseAdminBurst as ReleaseAdminBurst,
} from '@/shared/api/admin-bursts';
import { refreshAfterAdminChange } from './refresh-after-admin-change';

/** GET /api/admin/bursts?status=held -> {bursts}: the bursts holding lists from results now (decision 068). */
export function useHeldBursts() {
  return useQuery({
    queryKey: queryKeys.admin.bursts,
    queryFn: ({ signal }) =>
      callApi<typeof ListAdminBursts>('GET /api/admin/bursts', { query: { status: 'held' }, signal }),
  });
}

/** POST /api/admin/bursts/:id/release -> {message, burst}: the lists join the results, so every read is refreshed. */
export function useReleaseBurst() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callApi<typeof ReleaseAdminBurst>('POST /api/admin/bursts/:id/release', { params: { id: String(id) } }),
    onSuccess: () => refreshAfterAdminChange(queryClient),
  });
}
