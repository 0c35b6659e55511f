import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { correctBirthDate as CorrectBirthDate } from '@/shared/api/admin-users';

/** PATCH /api/admin/users/:id/birth-date {birthMonth, birthYear} -> {message, user, birthMonth, birthYear}. */
export function correctBirthDate({
  id,
  birthMonth,
  birthYear,
}: {
  id: number;
  birthMonth: number;
  birthYear: number;
}) {
  return callApi<typeof CorrectBirthDate>('PATCH /api/admin/users/:id/birth-date', {
    params: { id: String(id) },
    body: { birthMonth, birthYear },
  });
}

export function useCorrectBirthDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctBirthDate,
    // The audit log gains the correction.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLog }),
  });
}
