import { ComingSoon } from '@/client/components/coming-soon';

export function SpotifyRoute() {
  return <ComingSoon title="Artist Browser">Searching artists is coming soon.</ComingSoon>;
}
