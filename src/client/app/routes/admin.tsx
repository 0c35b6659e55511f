import { AdminDashboard } from '@/client/features/admin/components/admin-dashboard';
import { useAuth } from '@/client/features/auth/auth-provider';

/** /admin (admins only; the router's guard shows Access Denied to everyone else). */
export function AdminRoute() {
  const { user } = useAuth();
  return <AdminDashboard currentUserId={user?.id ?? null} />;
}
