import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { setAdminFlag as SetAdminFlag } from '@/shared/api/admin-users';

/** PATCH /api/admin/users/:id/admin {isAdmin} -> {message, user} (409 for your own flag). */
export function setAdminFlag({ id, isAdmin }: { id: number; isAdmin: boolean }) {
  return callApi<typeof SetAdminFlag>('PATCH /api/admin/users/:id/admin', {
    params: { id: String(id) },
    body: { isAdmin },
  });
}

export function useSetAdminFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdminFlag,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
  });
}
