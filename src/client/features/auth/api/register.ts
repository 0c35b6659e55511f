import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { register as Register } from '@/shared/api/auth';
import type { RegisterInput } from '@/shared/schemas/auth';

/** Creates an unverified account; it does not sign in (the member must verify the email first). */
export function register(input: RegisterInput) {
  return callApi<typeof Register>('POST /api/auth/register', { body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
