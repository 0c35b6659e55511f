import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { updateUserGoal as UpdateUserGoal } from '@/shared/api/admin-goals';
import type { UserGoalInput } from '@/shared/schemas/user-goal';
import { refreshGoals } from './refresh-goals';

/** PUT /api/admin/user-goals/:id {targetCount} -> goal (409 once achieved). */
export function updateUserGoal({ id, input }: { id: number; input: UserGoalInput }) {
  return callApi<typeof UpdateUserGoal>('PUT /api/admin/user-goals/:id', {
    params: { id: String(id) },
    body: input,
  });
}

export function useUpdateUserGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUserGoal, onSuccess: () => refreshGoals(queryClient) });
}
