import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type {
  confirmAccountDeletion as ConfirmAccountDeletion,
  mailAccountDeletionLink as MailAccountDeletionLink,
} from '@/shared/api/my-data';

/** POST /api/users/me/deletion-link: a single-use link to confirm deleting the account, mailed to the member. */
export function mailAccountDeletionLink() {
  return callApi<typeof MailAccountDeletionLink>('POST /api/users/me/deletion-link', {});
}

export const useMailAccountDeletionLink = () => useMutation({ mutationFn: mailAccountDeletionLink });

/** POST /api/users/confirm-deletion {token}: the account of the link goes; this browser forgets the member. */
export function confirmAccountDeletion(token: string) {
  return callApi<typeof ConfirmAccountDeletion>('POST /api/users/confirm-deletion', { body: { token } });
}

export function useConfirmAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAccountDeletion,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.auth.me, null);
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
  });
}
