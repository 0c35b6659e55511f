import { useParams } from 'react-router';
import { ComingSoon } from '@/client/components/coming-soon';

export function ResultsRoute() {
  const { id } = useParams();
  return <ComingSoon title="Results">The crowd's results for question {id} are coming soon.</ComingSoon>;
}
