import { useMutation } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { EmailOnlyInput } from '@/shared/schemas/auth';

export function requestPasswordReset(input: EmailOnlyInput): Promise<{ message: string }> {
  return api('/api/auth/request-password-reset', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
