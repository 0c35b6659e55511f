import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { resetPassword as ResetPassword } from '@/shared/api/auth';
import type { ResetPasswordInput } from '@/shared/schemas/auth';

export function resetPassword(input: ResetPasswordInput) {
  return callApi<typeof ResetPassword>('POST /api/auth/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
