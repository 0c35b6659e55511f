import { ComingSoon } from '@/client/components/coming-soon';

export function DataDeletionRoute() {
  return (
    <ComingSoon title="Data Deletion Request">The data deletion request form is coming soon.</ComingSoon>
  );
}
