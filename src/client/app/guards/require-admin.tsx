import { ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { useAuth } from '@/client/features/auth/auth-provider';
import { takeServerRendered } from '@/client/lib/page-state';
import { usePageTitle } from '@/client/lib/use-page-title';
import { RequireAuth } from './require-auth';

/** Admin routes: signed-out visitors go to /auth, members who are not admins see Access Denied. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RequireAuth>
      <AdminOnly key={pathname}>{children}</AdminOnly>
    </RequireAuth>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin, refresh } = useAuth();
  const { pathname } = useLocation();
  // The session is cached for good, but another admin can remove this one's flag at any time (the server then
  // answers 403): each admin page opened (keyed by its path above) asks who is signed in again, so the next
  // navigation shows Access Denied; not when the server has just said, rendering this page (decision 054).
  useEffect(() => {
    if (!takeServerRendered(pathname)) void refresh();
  }, [refresh, pathname]);
  return isAdmin ? children : <AccessDenied />;
}

function AccessDenied() {
  usePageTitle('Access Denied');
  return (
    <section className="mx-auto max-w-xl py-8">
      <EmptyState
        icon={ShieldAlert}
        title="Access Denied"
        titleAs="h1"
        description="You don't have permission to access this page."
        action={
          <Button asChild variant="outline">
            <Link to="/">Back to Home</Link>
          </Button>
        }
      />
    </section>
  );
}
