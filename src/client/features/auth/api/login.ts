import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { LoginInput } from '@/shared/schemas/auth';
import type { SessionUser } from '@/shared/types';

export function login(input: LoginInput): Promise<{ user: SessionUser }> {
  return api('/api/auth/login', { method: 'POST', body: input });
}

/** Signs in; the answer's user becomes the session user (spec section 4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(queryKeys.auth.me, user);
      // Anything cached while signed out (likes, my answers...) is now wrong.
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    },
  });
}
