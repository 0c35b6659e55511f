import { useSearchParams } from 'react-router';
import { ComingSoon } from '@/client/components/coming-soon';

export function SearchRoute() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim();
  return (
    <ComingSoon title="Search">
      {q ? `Searching for “${q}” is coming soon.` : 'Searching questions, people and answers is coming soon.'}
    </ComingSoon>
  );
}
