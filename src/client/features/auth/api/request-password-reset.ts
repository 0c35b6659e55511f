import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { requestPasswordReset as RequestPasswordReset } from '@/shared/api/auth';
import type { EmailOnlyInput } from '@/shared/schemas/auth';

export function requestPasswordReset(input: EmailOnlyInput) {
  return callApi<typeof RequestPasswordReset>('POST /api/auth/request-password-reset', { body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
