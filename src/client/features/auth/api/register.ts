import { useMutation } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { RegisterInput } from '@/shared/schemas/auth';
import type { SessionUser } from '@/shared/types';

/** Creates an unverified account; it does not sign in (the member must verify the email first). */
export function register(input: RegisterInput): Promise<{ user: SessionUser }> {
  return api('/api/auth/register', { method: 'POST', body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
