import { ComingSoon } from '@/client/components/coming-soon';

export function AdminReportsRoute() {
  return <ComingSoon title="Content Reports">Reviewing reported responses is coming soon.</ComingSoon>;
}
