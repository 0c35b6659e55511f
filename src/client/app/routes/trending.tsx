import { ComingSoon } from '@/client/components/coming-soon';

export function TrendingRoute() {
  return (
    <ComingSoon title="Trending">
      Trending questions, hot topics and the latest responses are coming soon.
    </ComingSoon>
  );
}
