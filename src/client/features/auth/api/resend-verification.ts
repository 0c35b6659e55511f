import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { resendVerification as ResendVerification } from '@/shared/api/auth';
import type { EmailOnlyInput } from '@/shared/schemas/auth';

export function resendVerification(input: EmailOnlyInput) {
  return callApi<typeof ResendVerification>('POST /api/auth/resend-verification', { body: input });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
