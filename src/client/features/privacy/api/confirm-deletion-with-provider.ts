import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import type {
  facebookConfirmDeletion as FacebookConfirmDeletion,
  googleConfirmDeletion as GoogleConfirmDeletion,
  SocialProvider,
} from '@/shared/api/auth';

/**
 * POST /api/auth/{provider}/confirm-deletion: the provider's sign-in page, where the member proves it is them;
 * coming back, the server deletes the account (or sends them back to their profile).
 */
export function confirmDeletionWithProvider(provider: SocialProvider) {
  return provider === 'google'
    ? callApi<typeof GoogleConfirmDeletion>('POST /api/auth/google/confirm-deletion')
    : callApi<typeof FacebookConfirmDeletion>('POST /api/auth/facebook/confirm-deletion');
}

export function useConfirmDeletionWithProvider() {
  return useMutation({
    mutationFn: confirmDeletionWithProvider,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
