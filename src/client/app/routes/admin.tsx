import { ComingSoon } from '@/client/components/coming-soon';

export function AdminRoute() {
  return (
    <ComingSoon title="Admin Dashboard">
      Managing questions, goals, responses and users is coming soon.
    </ComingSoon>
  );
}
