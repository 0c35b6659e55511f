import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type { deleteMyAccount as DeleteMyAccount } from '@/shared/api/my-data';
import type { DeleteMyAccountInput } from '@/shared/schemas/my-data';

/** DELETE /api/users/me {password} -> {message}; 403 for a wrong password (nothing changes). */
export function deleteMyAccount(input: DeleteMyAccountInput) {
  return callApi<typeof DeleteMyAccount>('DELETE /api/users/me', { body: input });
}

/** The server has ended the session: the app forgets the member and every cached read, as a sign-out does. */
export function useDeleteMyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.auth.me, null);
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
  });
}
