import { useParams } from 'react-router';
import { CompareScreen } from '@/client/features/compare/components/compare-screen';

/** /users/:username/compare (signed in only; the router's guard sends visitors to /auth). */
export function CompareRoute() {
  const { username = '' } = useParams();
  return <CompareScreen key={username} username={username} />;
}
