/**
 * The session state of docs/product.md section 4: loading with no user until GET /api/auth/me answers, then
 * the user or none. Sign-in, completion and sign-out write the same cache entry, so every reader follows.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { queryKeys } from '@/client/lib/query-keys';
import type { SessionUser } from '@/shared/api/auth';
import { meQueryOptions } from './api/get-me';

export interface AuthState {
  user: SessionUser | null;
  isLoading: boolean;
  isAdmin: boolean;
  /** Replace the session user (null signs out locally). */
  setUser: (user: SessionUser | null) => void;
  /** Ask the server again who is signed in. */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(meQueryOptions);
  const user = data ?? null;

  const setUser = useCallback(
    (next: SessionUser | null) => queryClient.setQueryData(queryKeys.auth.me, next),
    [queryClient],
  );
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.me }),
    [queryClient],
  );

  const value = useMemo<AuthState>(
    () => ({ user, isLoading: isPending, isAdmin: user?.isAdmin ?? false, setUser, refresh }),
    [user, isPending, setUser, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/**
 * The signed-in member, for screens behind the one sign-in guard (RequireAuth in src/client/app/guards),
 * which shows a spinner while the session loads and sends visitors to /auth: such a screen never checks
 * for a user itself.
 */
export function useSignedInUser(): SessionUser {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser is only for screens behind <RequireAuth>');
  return user;
}
