import { useMutation } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { ResetPasswordInput } from '@/shared/schemas/auth';

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return api('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
