import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { submitDataDeletionRequest as SubmitDataDeletionRequest } from '@/shared/api/data-deletion';
import type { DataDeletionRequestInput } from '@/shared/schemas/data-deletion';

/** POST /api/data-deletion-request {email, reason} -> {message}: the same answer whether or not an account exists. */
export function submitDataDeletionRequest(input: DataDeletionRequestInput) {
  return callApi<typeof SubmitDataDeletionRequest>('POST /api/data-deletion-request', { body: input });
}

export function useSubmitDataDeletionRequest() {
  return useMutation({ mutationFn: submitDataDeletionRequest });
}
