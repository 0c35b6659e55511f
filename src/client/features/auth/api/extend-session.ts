import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type { extendSession as ExtendSession } from '@/shared/api/auth';

/** Pushes the server session's expiry 2 hours ahead (docs/product.md section 9). */
export function extendSession() {
  return callApi<typeof ExtendSession>('POST /api/auth/extend-session');
}

export function useExtendSession() {
  return useMutation({ mutationFn: extendSession });
}
