import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/client/components/ui/spinner';
import { useSignInPath } from '@/client/features/auth';
import { useAuth } from '@/client/features/auth/auth-provider';

/** The route guard of docs/product.md section 2: spinner while the session loads, /auth without a user. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const signIn = useSignInPath();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={signIn} replace state={{ from: location.pathname }} />;
  return children;
}
