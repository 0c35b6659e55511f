import { useMutation } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { EmailOnlyInput } from '@/shared/schemas/auth';

export function resendVerification(input: EmailOnlyInput): Promise<{ message: string }> {
  return api('/api/auth/resend-verification', { method: 'POST', body: input });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
