import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { createUserGoal as CreateUserGoal } from '@/shared/api/admin-goals';
import type { UserGoalInput } from '@/shared/schemas/user-goal';
import { refreshGoals } from './refresh-goals';

/** POST /api/admin/user-goals {targetCount} -> 201 goal. */
export function createUserGoal(input: UserGoalInput) {
  return callApi<typeof CreateUserGoal>('POST /api/admin/user-goals', { body: input });
}

export function useCreateUserGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUserGoal, onSuccess: () => refreshGoals(queryClient) });
}
