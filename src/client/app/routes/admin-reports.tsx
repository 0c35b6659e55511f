import { ReportsScreen } from '@/client/features/admin/components/reports-screen';

/** /admin/reports (admins only; the router's guard shows Access Denied to everyone else). */
export function AdminReportsRoute() {
  return <ReportsScreen />;
}
