/**
 * The member's password, email and sessions (src/shared/api/account.ts): the read, and the four changes.
 * Each change reads the settings again, so the dialog shows what the server now holds.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/query-keys';
import type {
  changeEmail as ChangeEmail,
  changePassword as ChangePassword,
  endOtherSessions as EndOtherSessions,
  endSession as EndSession,
  getAccountSettings as GetAccountSettings,
  unlinkProvider as UnlinkProvider,
} from '@/shared/api/account';
import type {
  facebookLink as FacebookLink,
  googleLink as GoogleLink,
  SocialProvider,
} from '@/shared/api/auth';
import type { ChangeEmailInput, ChangePasswordInput } from '@/shared/schemas/auth';

export function getAccountSettings(signal?: AbortSignal) {
  return callApi<typeof GetAccountSettings>('GET /api/auth/account', { signal });
}

export const accountSettingsQueryOptions = queryOptions({
  queryKey: queryKeys.auth.account,
  queryFn: ({ signal }) => getAccountSettings(signal),
});

/** Read while the account dialog is open. */
export function useAccountSettings(enabled: boolean) {
  return useQuery({ ...accountSettingsQueryOptions, enabled });
}

function useAccountChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.auth.account }),
  });
}

export const changePassword = (body: ChangePasswordInput) =>
  callApi<typeof ChangePassword>('POST /api/auth/change-password', { body });
export const useChangePassword = () => useAccountChange(changePassword);

export const changeEmail = (body: ChangeEmailInput) =>
  callApi<typeof ChangeEmail>('POST /api/auth/change-email', { body });
export const useChangeEmail = () => useAccountChange(changeEmail);

export const endSession = (id: number) =>
  callApi<typeof EndSession>('DELETE /api/auth/sessions/:id', { params: { id: String(id) } });
export const useEndSession = () => useAccountChange(endSession);

export const endOtherSessions = () => callApi<typeof EndOtherSessions>('DELETE /api/auth/sessions', {});
export const useEndOtherSessions = () => useAccountChange(endOtherSessions);

/** POST /api/auth/{provider}/link: the provider's sign-in page; coming back, the server links it (decision 080). */
export function startLinkingProvider(provider: SocialProvider) {
  return provider === 'google'
    ? callApi<typeof GoogleLink>('POST /api/auth/google/link')
    : callApi<typeof FacebookLink>('POST /api/auth/facebook/link');
}

export const useLinkProvider = () =>
  useMutation({ mutationFn: startLinkingProvider, onSuccess: ({ url }) => window.location.assign(url) });

export const unlinkProvider = (provider: SocialProvider) =>
  callApi<typeof UnlinkProvider>('DELETE /api/auth/providers/:provider', { params: { provider } });
export const useUnlinkProvider = () => useAccountChange(unlinkProvider);
