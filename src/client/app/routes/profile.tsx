import { useParams } from 'react-router';
import { ComingSoon } from '@/client/components/coming-soon';

export function ProfileRoute() {
  const { username } = useParams();
  return <ComingSoon title={`@${username ?? ''}`}>Member profiles are coming soon.</ComingSoon>;
}
