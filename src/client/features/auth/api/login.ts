import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { login as Login } from '@/shared/api/auth';
import type { LoginInput } from '@/shared/schemas/auth';

/** POST /api/auth/login -> {user}; the session cookie comes with the answer. */
export function login(input: LoginInput) {
  return callApi<typeof Login>('POST /api/auth/login', { body: input });
}

/** Signs in; the answer's user becomes the session user (docs/product.md section 4). */
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
