import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { achieveUserGoal as AchieveUserGoal } from '@/shared/api/admin-goals';
import { refreshGoals } from './refresh-goals';

/** POST /api/admin/user-goals/:id/achieve -> goal (409 unless ready to mark); every member is told. */
export function achieveUserGoal(id: number) {
  return callApi<typeof AchieveUserGoal>('POST /api/admin/user-goals/:id/achieve', {
    params: { id: String(id) },
  });
}

export function useAchieveUserGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: achieveUserGoal,
    onSuccess: () => {
      refreshGoals(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
    },
  });
}
