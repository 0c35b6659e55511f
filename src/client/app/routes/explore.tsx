import { ComingSoon } from '@/client/components/coming-soon';

export function ExploreRoute() {
  return (
    <ComingSoon title="Explore">Browsing every question, with search and filters, is coming soon.</ComingSoon>
  );
}
