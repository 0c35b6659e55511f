import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { confirmDataDeletionRequest as ConfirmDataDeletionRequest } from '@/shared/api/data-deletion';

/** POST /api/data-deletion-request/confirm {token} -> {message}; 400 for a link unknown, expired or used. */
export function confirmDataDeletionRequest(token: string) {
  return callApi<typeof ConfirmDataDeletionRequest>('POST /api/data-deletion-request/confirm', {
    body: { token },
  });
}

export function useConfirmDataDeletionRequest() {
  return useMutation({ mutationFn: confirmDataDeletionRequest });
}
