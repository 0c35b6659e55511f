import { useMutation } from '@tanstack/react-query';
import { api } from '@/client/lib/api';

/** Pushes the server session's expiry 2 hours ahead (spec section 9). */
export function extendSession(): Promise<{ message: string; expiresAt: string }> {
  return api('/api/auth/extend-session', { method: 'POST' });
}

export function useExtendSession() {
  return useMutation({ mutationFn: extendSession });
}
